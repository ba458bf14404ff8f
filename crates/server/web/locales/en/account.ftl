# A person's account (`account.js`, `passkey.js`): signing in, the tables it holds, e-mail,
# passkeys, signing out and deleting it.

account-page-title = coinop — your account
account-sign-in-title = Sign in
# $name: the account's.
account-signed-in-as = Signed in as { $name }
account-about = An account keeps your tables on every device you sign in on. You can play without one: a guest's tables stay in this browser, and can be added to an account later.
account-name = Name
account-password = Password (at least 8 characters)
account-sign-in = Sign in
account-sign-up = Create an account
account-passkey-sign-in = Sign in with a passkey
account-passkey-sign-up = Create an account with a passkey (name only)
# The server's one answer to a password sign-in that failed.
account-wrong-password = Wrong name or password.
account-password-short = A password has at least 8 characters.

# The tables the account holds.
account-your-tables = Your tables
# $game: its title; $table: its id.
account-table = { $game } · table { $table }
account-your-turn = your turn
account-finished = finished
account-playing = playing
account-no-tables = No tables yet: tables you make or join while signed in are kept here, on every device you sign in on.
account-guest-seats = { $n ->
    [1] This browser holds a seat played as a guest.
   *[other] This browser holds { $n } seats played as a guest.
}
account-claim = { $n ->
    [1] Add it to your account
   *[other] Add them to your account
}
account-claimed = { $claimed } of { $of } added to your account.
account-claimed-some = { $claimed } of { $of } added to your account (the others are held by another account, or gone).

# "Your turn" by e-mail.
account-mail = E-mail
account-mail-about = At a game of days (an hour or more a move), be told by e-mail when it is your turn and you are away. Nothing else is sent; the address is never shown.
account-mail-off = This server sends no e-mail (its operator has not set it up): your choice is kept for when it does.
account-mail-address = Your e-mail address
account-mail-notify = Tell me when it is my turn
account-save = Save
account-mail-none = No e-mail will be sent.
account-mail-kept = Kept: turns will be told to { $email } once this server sends e-mail.
account-mail-on = Turns will be told to { $email }.

# Passkeys. $added, $used: a date and time.
account-passkeys = Passkeys
account-passkeys-about = A passkey signs you in with this device's screen lock or a security key: no password to type or to leak.
account-passkey-used = Passkey { $n } · added { $added } · last used { $used }
account-passkey-unused = Passkey { $n } · added { $added } · not used to sign in yet
account-passkey-remove = Remove
account-passkey-remove-ask = Remove the passkey added { $added }? The device that holds it will no longer sign you in.
account-passkeys-none = No passkeys yet.
account-passkey-add = Add a passkey
# $host: the address passkeys work at.
account-passkeys-elsewhere = Passkeys work on this site at { $host }.
account-passkeys-off = This server has no passkeys set up.
account-passkey-cancelled = No passkey was used (cancelled, or the time ran out).
account-passkey-already = This device already holds a passkey for this account.
account-passkey-insecure = This page cannot use passkeys at this address.

# Signing out, the data, deleting.
account-yours = Your account
account-sign-out = Sign out
account-sign-out-everywhere = Sign out on every device
account-export = Download your data
account-delete-title = Delete your account
account-delete-about = Your name, password, passkeys and sessions are deleted; the games you played stay, your seats in them named "deleted player". This cannot be undone.
account-delete-password = Your password, to delete the account
account-delete = Delete it
account-delete-passkey-only = Delete it (confirm with your passkey)
account-delete-passkey = Delete it, confirmed with a passkey
