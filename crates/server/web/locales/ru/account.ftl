# Аккаунт (`account.js`, `passkey.js`): вход, столы аккаунта, почта, ключи доступа, выход
# и удаление.

account-page-title = coinop — ваш аккаунт
account-sign-in-title = Вход
account-signed-in-as = Вы вошли как { $name }
account-about = Аккаунт хранит ваши столы на всех устройствах, где вы входите. Играть можно и без него: столы гостя остаются в этом браузере, и их можно потом добавить в аккаунт.
account-name = Имя
account-password = Пароль (не короче 8 символов)
account-sign-in = Войти
account-sign-up = Создать аккаунт
account-passkey-sign-in = Войти с ключом доступа
account-passkey-sign-up = Создать аккаунт с ключом доступа (только имя)
account-wrong-password = Неверное имя или пароль.
account-password-short = Пароль должен быть не короче 8 символов.

account-your-tables = Ваши столы
account-table = { $game } · стол { $table }
account-your-turn = ваш ход
account-finished = окончена
account-playing = идёт
account-no-tables = Столов пока нет: столы, которые вы создаёте или к которым присоединяетесь, войдя в аккаунт, хранятся здесь — на всех устройствах, где вы входите.
account-guest-seats = { $n ->
    [1] В этом браузере есть место, за которым вы играли гостем.
    [one] В этом браузере есть { $n } место, за которым вы играли гостем.
    [few] В этом браузере есть { $n } места, за которыми вы играли гостем.
   *[many] В этом браузере есть { $n } мест, за которыми вы играли гостем.
}
account-claim = { $n ->
    [1] Добавить его в аккаунт
   *[other] Добавить их в аккаунт
}
account-claimed = Добавлено в ваш аккаунт: { $claimed } из { $of }.
account-claimed-some = Добавлено в ваш аккаунт: { $claimed } из { $of } (остальные принадлежат другому аккаунту или уже удалены).

account-mail = Электронная почта
account-mail-about = В долгих играх (час и больше на ход) получайте письмо, когда ваш ход, а вас нет на сайте. Больше ничего не присылаем; адрес никому не показывается.
account-mail-off = Этот сервер не отправляет писем (его владелец их не настроил): ваш выбор сохранится на случай, если он начнёт их отправлять.
account-mail-address = Ваш адрес электронной почты
account-mail-notify = Сообщать, когда мой ход
account-save = Сохранить
account-mail-none = Писем не будет.
account-mail-kept = Сохранено: о ваших ходах будем писать на { $email }, когда сервер начнёт отправлять письма.
account-mail-on = О ваших ходах будем писать на { $email }.

account-passkeys = Ключи доступа
account-passkeys-about = Ключ доступа позволяет входить с блокировкой экрана этого устройства или с аппаратным ключом: никакого пароля, который надо вводить и который может утечь.
account-passkey-used = Ключ { $n } · добавлен { $added } · последний вход { $used }
account-passkey-unused = Ключ { $n } · добавлен { $added } · для входа ещё не использовался
account-passkey-remove = Удалить
account-passkey-remove-ask = Удалить ключ доступа, добавленный { $added }? С устройства, на котором он хранится, войти будет нельзя.
account-passkeys-none = Ключей доступа пока нет.
account-passkey-add = Добавить ключ доступа
account-passkeys-elsewhere = Ключи доступа работают на этом сайте по адресу { $host }.
account-passkeys-off = На этом сервере ключи доступа не настроены.
account-passkey-cancelled = Ключ доступа не использован (отменено или время вышло).
account-passkey-already = На этом устройстве уже есть ключ доступа для этого аккаунта.
account-passkey-insecure = По этому адресу страница не может использовать ключи доступа.

account-yours = Ваш аккаунт
account-sign-out = Выйти
account-sign-out-everywhere = Выйти на всех устройствах
account-export = Скачать свои данные
account-delete-title = Удалить аккаунт
account-delete-about = Ваше имя, пароль, ключи доступа и сеансы будут удалены; сыгранные партии останутся, но вместо вашего имени в них будет стоять «deleted player». Отменить это нельзя.
account-delete-password = Ваш пароль, чтобы удалить аккаунт
account-delete = Удалить
account-delete-passkey-only = Удалить (подтвердить ключом доступа)
account-delete-passkey = Удалить, подтвердив ключом доступа
