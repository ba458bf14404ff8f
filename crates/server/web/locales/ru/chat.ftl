# Чат (`chat.js`): за столом, в лобби, в записи партии. $name — кто написал.

chat-title = Чат
chat-say = Написать сообщение
chat-say-placeholder = Напишите что-нибудь…
chat-send = Отправить
chat-empty = Пока никто ничего не написал.
chat-mute = скрыть
chat-mute-title = Не показывать в этом браузере, что пишет { $name }
chat-mute-label = Скрыть сообщения: { $name }
chat-muted = Скрыты:
chat-unmute = показать
chat-unmute-label = Показать сообщения: { $name }
