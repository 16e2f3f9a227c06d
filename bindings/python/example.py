# SPDX-License-Identifier: MIT
"""Play a short game of renju and show black's forbidden points as it goes.

    pip install --no-build-isolation ./bindings/python      # once
    python3 bindings/python/example.py
"""

import librenju
from librenju import Game, TextFlag


def main() -> None:
    with Game("renju") as game:
        # black builds threes in two directions; white answers far away
        game.play_moves("h8 a15 i8 a13 h9 a11 j9 o1")
        # the library's drawing, with the last move and black's forbidden points
        print(game.board_text(TextFlag.FORBIDDEN | TextFlag.LAST), end="")
        print("moves:", " ".join(str(move) for move in game.moves))
        for point, kind in game.forbidden_map.items():
            print("forbidden for black: %s (%s)" % (point, kind))

        try:
            game.play("h7")
        except librenju.Forbidden as err:
            print("refused:", err.message)

        # black goes on elsewhere and makes five on the diagonal h8-l12
        game.play_moves("i9 o3 j10 o5 k11 o7 l12")
        print(game.result, "with", " ".join(str(p) for p in game.winning_line))


if __name__ == "__main__":
    main()
