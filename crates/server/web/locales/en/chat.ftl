# A chat panel (`chat.js`): at a table, in the lobby, in a replay. $name: who said a line.

chat-title = Chat
chat-say = Say something
chat-say-placeholder = Say something…
chat-send = Send
chat-empty = Nothing said yet.
chat-mute = mute
chat-mute-title = Hide what { $name } says, in this browser
chat-mute-label = Mute { $name }
# Before the names whose lines this browser hides.
chat-muted = Muted:
chat-unmute = unmute
chat-unmute-label = Unmute { $name }
