# SPDX-License-Identifier: MIT
"""Play a short game of renju and show black's forbidden points as it goes.

    RENJU_LIBRARY=/path/to/librenju.so python3 example.py

(without RENJU_LIBRARY the installed library is used)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import renju  # noqa: E402

KINDS = {renju.FORBID_OVERLINE: "overline", renju.FORBID_DOUBLE_FOUR: "double-four",
         renju.FORBID_DOUBLE_THREE: "double-three"}


def main():
    with renju.Game("renju") as game:
        # black builds threes in two directions; white answers far away
        for move in "h8 a15 i8 a13 h9 a11 j9 o1".split():
            game.play(move)
        # the library's drawing, with the last move and black's forbidden points
        print(game.board_text(renju.TEXT_FORBIDDEN | renju.TEXT_LAST), end="")
        print("moves:", " ".join(game.moves))
        forbidden = game.forbidden_map()
        for point in sorted(forbidden, key=game.point):
            print("forbidden for black: %s (%s)" % (point, KINDS[forbidden[point]]))

        try:
            game.play("h7")
        except renju.Forbidden as err:
            print("refused:", err.message)

        # black goes on elsewhere and makes five on the diagonal h8-l12
        for move in "i9 o3 j10 o5 k11 o7 l12".split():
            game.play(move)
        print(renju.RESULT_NAMES[game.result], "with", " ".join(game.winning_line))


if __name__ == "__main__":
    main()
