# A lesson's page, its own frame (learn.js); the steps' words come from the lesson's file.

learn-lesson = Lesson
learn-progress = Lesson progress
# $step of $of steps.
learn-step = Step { $step } of { $of }
learn-complete = Lesson complete
learn-playing-out = The moves are playing out…
learn-skip-to-now = Skip to now
learn-got-it = Got it
learn-more = More
learn-restart = Restart
learn-restart-title = Start the lesson again
learn-lobby = ← Lobby
learn-rules = Rules
learn-game-log = Game log
learn-no-hints = the lesson says what to do
learn-outro = That is the lesson.
learn-play-computer = Play against the computer
learn-read-rules = Read the rules
learn-none = No lesson here
learn-back-to-lobby = ← Back to the lobby
