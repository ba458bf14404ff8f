import coinop
import pytest

GAMES = [g["name"] for g in coinop.games()]


@pytest.fixture(params=GAMES)
def game_name(request):
    return request.param
