# SPDX-License-Identifier: MIT
"""Victory by continuous threats, defences and proofs: Game.vct(), Game.defences(),
Game.proof() and Node.export(), against positions worked out by hand, every line
replayed through play() and every proof walked node by node."""

import ctypes
import gc

import pytest

import librenju
from librenju import (Colour, Defences, ForbiddenKind, Game, NodeKind, PASS, Point, Proof,
                      Result, SolveOutcome, Threat, Vcf)

WIN, NONE, UNKNOWN = SolveOutcome.WIN, SolveOutcome.NONE, SolveOutcome.UNKNOWN


def threes(new_game, ruleset, side=Colour.BLACK):
    """Black h8 i8 and j9 j10, white a1 a3: j8 makes two open threes at once (h8 i8
    j8, j8 j9 j10), a VCT but no VCF; in renju j8 is a forbidden double three."""
    game = new_game(ruleset)
    game.setup(black=["h8", "i8", "j9", "j10"], white=["a1", "a3"], side=side)
    return game


def names(points):
    return [str(p) for p in points]


def replay(game, line):
    """Play a line on a copy of the game: each move must be legal."""
    copy = game.clone()
    try:
        for p in line:
            copy.play(p)
        return copy
    except BaseException:
        copy.close()
        raise


# -- vct()

def test_a_vct_that_is_no_vcf(new_game):
    game = threes(new_game, "freestyle")
    record = game.export()
    assert game.vcf() == (NONE, [], game.vcf().nodes)
    answer = game.vct()
    assert isinstance(answer, Vcf)
    assert answer.outcome == WIN and answer.nodes > 0
    assert len(answer.line) % 2 == 1
    assert answer.line[0] == game.point("j8")
    # after the line the defender (white, to move) cannot stop black's five
    with replay(game, answer.line) as after:
        assert after.side_to_move == Colour.WHITE
        assert after.defences("vcf")[:2] == (WIN, [])
    assert game.export() == record and game.side_to_move == Colour.BLACK


def test_the_renju_vct_is_another(new_game):
    free, renju = threes(new_game, "freestyle"), threes(new_game, "renju")
    assert renju.forbidden("j8") == ForbiddenKind.DOUBLE_THREE
    assert renju.vcf().outcome == NONE
    answer = renju.vct()
    assert answer.outcome == WIN and len(answer.line) % 2 == 1
    assert answer.line != free.vct().line
    # j8 is forbidden where the line starts (later stones may change what it makes;
    # replay() plays every move of the line under the rules)
    assert answer.line[0] != renju.point("j8")
    with replay(renju, answer.line) as after:
        assert after.defences("vcf")[:2] == (WIN, [])
    # deterministic
    assert renju.vct() == answer


def test_a_vcf_is_a_vct(new_game):
    game = new_game("freestyle")
    game.setup(black=["h8", "i8", "j8", "d4", "e5", "f6"], white=["a1", "a3", "a5", "c15",
                                                               "e15"])
    assert game.vcf().outcome == WIN and game.vct().outcome == WIN


def test_vct_limits(new_game):
    game = threes(new_game, "renju")
    assert game.vct(max_nodes=1).outcome == UNKNOWN
    assert game.vct(max_nodes=0) == game.vct(time_limit=60)
    assert game._lib.renju_search_time_get(game._h()) == 0


# -- defences()

def test_no_threat_lists_every_legal_point(new_game):
    # black to move: white has no VCF and no VCT, so every legal point is listed; in
    # renju black's forbidden j8 is not a legal point
    for ruleset, missing in (("freestyle", []), ("renju", ["j8"])):
        game = threes(new_game, ruleset)
        empty = [p for p in game.points if game.stone(p) == Colour.EMPTY]
        for threat in ("vcf", "vct", Threat.VCF, Threat.VCT, 1, 2):
            answer = game.defences(threat)
            assert isinstance(answer, Defences)
            assert answer.outcome == NONE
            assert answer.points == [p for p in empty if str(p) not in missing]


def test_every_move_loses(new_game):
    # white to move against j8: black has a VCT whatever white plays, but no VCF
    game = threes(new_game, "freestyle", side=Colour.WHITE)
    answer = game.defences("vct")
    assert answer.outcome == WIN and answer.points == [] and answer.nodes > 0
    for p in ("j8", "i9"):
        with replay(game, [p]) as after:
            assert after.vct().outcome == WIN, p
    assert game.defences("vcf").outcome == NONE
    assert len(game.defences("vcf").points) == 15 * 15 - 6
    # an open four: nothing stops it, by fours already
    four = new_game("freestyle")
    four.setup(black=["a1", "c1"], white=["h8", "h9", "h10", "h11"])
    assert four.defences("vcf")[:2] == (WIN, [])


def test_a_forbidden_defence(new_game):
    # white's four h2-h5 (h1 black) is stopped at h6 only, and h6 is a double three for
    # black (f6 g6 h6, h6 i7 j8): in freestyle the defence, in renju none
    for ruleset, want in (("freestyle", ["h6"]), ("renju", [])):
        game = new_game(ruleset)
        game.setup(black=["h1", "f6", "g6", "i7", "j8"], white=["h2", "h3", "h4", "h5"])
        for threat in ("vcf", "vct"):
            answer = game.defences(threat)
            assert answer.outcome == WIN and names(answer.points) == want, (ruleset, threat)
        assert game.forbidden("h6") == ForbiddenKind.DOUBLE_THREE   # under the renju rules
        assert game.stone_count == 9


def test_a_five_is_a_defence(new_game):
    # white threatens a five at h12 (h8-h11, h7 black); black to move has a four of its
    # own (a1-d1): its five at e1 is a defence, and so is the block at h12
    game = new_game("freestyle")
    game.setup(black=["a1", "b1", "c1", "d1", "h7"], white=["h8", "h9", "h10", "h11", "o15"])
    answer = game.defences("vcf")
    assert answer.outcome == WIN and names(answer.points) == ["e1", "h12"]


def test_defences_limits(new_game):
    game = threes(new_game, "freestyle", side=Colour.WHITE)
    answer = game.defences("vct", max_nodes=1)
    assert answer.outcome == UNKNOWN and answer.points == []
    game = new_game("freestyle")
    game.setup(black=["h1", "f6", "g6", "i7", "j8"], white=["h2", "h3", "h4", "h5"])
    assert game.defences("vct", time_limit=60) == game.defences("vct", max_nodes=0)
    assert game._lib.renju_search_time_get(game._h()) == 0


# -- proof()

def walk_proof(proof):
    """Walk a proof node by node on its game, checking the rule of renju_proof(3): each
    attacker move is legal and ends in a five or is followed by the defender's replies
    in point order, each of which has exactly one attacker answer.  Returns the SGF of
    the subtree as the test builds it, and the number of attacker moves."""
    game, attacker = proof.game, proof.game.side_to_move
    tree = game.tree
    start = tree.current
    count = 0

    def sgf_move(node):
        point = node.point
        assert isinstance(point, Point)
        colour = "B" if node.colour == Colour.BLACK else "W"
        return "%s[%s%s]" % (colour, chr(ord("a") + point.column),
                              chr(ord("a") + game.size - 1 - point.row))

    def attacker_node(node):
        nonlocal count
        count += 1
        assert node.kind == NodeKind.STONE and node.colour == attacker
        tree.goto(node)                      # a legal move: the game stands on it
        replies = node.children
        if game.result != Result.ONGOING:
            assert game.result == (Result.BLACK_WINS if attacker == Colour.BLACK
                                   else Result.WHITE_WINS)
            assert replies == []
            return sgf_move(node)
        indexes = [game.index(r.point) for r in replies]
        assert indexes == sorted(indexes) and len(set(indexes)) == len(indexes)
        parts = []
        for reply in replies:
            assert reply.kind == NodeKind.STONE and reply.colour == attacker.opponent
            answers = reply.children
            assert len(answers) == 1, "a reply with %d answers" % len(answers)
            parts.append(sgf_move(reply) + ";" + attacker_node(answers[0]))
        if len(parts) == 1:
            return sgf_move(node) + ";" + parts[0]
        return sgf_move(node) + "".join("(;%s)" % part for part in parts)

    text = "(;" + attacker_node(proof.node) + ")"
    tree.goto(start)
    return text, count


def main_line(node):
    """The moves from a node down the first children."""
    line = []
    while node is not None:
        line.append(node.point)
        children = node.children
        node = children[0] if children else None
    return line


def test_a_proof_walked_node_by_node(new_game):
    game = threes(new_game, "renju")
    search = game.vct()
    tree_size = len(game.tree)
    with game.proof("vct") as proof:
        assert isinstance(proof, Proof) and proof.outcome == WIN and proof.nodes > 0
        pg = proof.game
        assert isinstance(pg, Game) and pg is not game and not pg.closed
        # a copy standing where the game stands, the proof below
        assert pg.tree.current.is_root and pg.moves == game.moves
        assert pg.tree.current.children == [proof.node]
        assert pg.board == game.board and pg.ruleset == game.ruleset
        assert proof.node.point == search.line[0]
        text, count = walk_proof(proof)
        assert count > 3 and proof.export() == proof.node.export() == text
        # a text larger than the game's buffer is asked for its size (NULL, 0), then
        # written: nothing is written past a buffer
        pg._chars = ctypes.create_string_buffer(16)
        assert len(text) > len(pg._chars)
        assert proof.export() == text and len(pg._chars) > len(text)
        assert len(pg.tree) == 1 + text.count("[")      # the root, then the proof
        # its main line is the search's, up to where the attacker makes two win points
        line = main_line(proof.node)
        assert 1 <= len(line) <= len(search.line) and line == search.line[:len(line)]
    assert proof.game.closed
    assert len(game.tree) == tree_size and game.tree.current.is_root


def test_a_proof_stands_where_the_game_stands(new_game):
    # the same threes played (white far away), then a line undone: the proof's game has
    # the moves, stands on the same node, and has only the proof below it
    game = new_game("freestyle")
    game.play_moves("h8 a1 i8 o1 j9 a15 j10 o15 k11 b2")
    game.undo()
    game.undo()
    here = game.tree.current
    assert len(here.children) == 1
    with game.proof("vct") as proof:
        assert proof.outcome == WIN
        pg = proof.game
        assert pg.moves == game.moves and pg.tree.current.line == here.line
        assert pg.tree.current.children == [proof.node]
        assert proof.node.parent == pg.tree.current
        assert proof.node.line == game.moves + [game.point("j8")]
        assert proof.export() == "(;B[jh])"     # every reply leaves two four points
        walk_proof(proof)
        # a game like any other: it plays on
        pg.tree.goto(proof.node)
        pg.play("a2")
        pg.play("j7")
        assert pg.side_to_move == Colour.WHITE
    assert game.tree.current == here and names(game.moves)[-1] == "o15"
    assert [str(n.point) for n in here.children] == ["k11"]


def test_proofs_of_each_threat(new_game):
    game = new_game("freestyle")
    game.setup(black=["h9", "h10", "i9", "j10"], white=["a1", "a4", "a7", "a10"])
    with game.proof("win", 3) as proof:
        assert proof.outcome == WIN and proof.node.point == game.solve(3).line[0]
        walk_proof(proof)
    assert game.proof("win", moves=2) == (NONE, None, None, game.proof("win", 2).nodes)
    assert game.proof(Threat.VCF).outcome == NONE
    with game.proof(Threat.VCT) as proof:
        assert proof.outcome == WIN
        walk_proof(proof)
    vcf = new_game("freestyle")
    vcf.setup(black=["h8", "i8", "j8", "d4", "e5", "f6"], white=["a1", "a3", "a5", "c15",
                                                              "e15"])
    with vcf.proof("vcf") as proof:
        assert proof.outcome == WIN
        walk_proof(proof)
        line = main_line(proof.node)
        assert line == vcf.vcf().line[:len(line)]


def test_proof_limits_and_no_proof(new_game):
    game = threes(new_game, "freestyle")
    answer = game.proof("vct", max_nodes=1)
    assert answer == (UNKNOWN, None, None, 1) and answer.export() == ""
    answer.close()                                    # nothing to close
    with game.proof("vct", time_limit=60) as proof:
        assert proof.outcome == WIN
        assert proof.game._lib.renju_search_time_get(proof.game._h()) == 0
    # the time limit set on the handle stays on both games
    game._lib.renju_search_time_set(game._h(), 50000)
    with game.proof("vct", time_limit=30) as proof:
        assert game._lib.renju_search_time_get(proof.game._h()) == 50000
    assert game._lib.renju_search_time_get(game._h()) == 50000
    none = new_game("renju")
    none.setup(black=["h8"], white=["a1"])
    assert none.proof("vct")[:3] == (NONE, None, None)


def test_proof_games_are_owned(new_game):
    game = threes(new_game, "freestyle")
    proof = game.proof("vct")
    pg, node = proof.game, proof.node
    game.close()                          # the proof's game is a game of its own
    assert not pg.closed and node.export() == "(;B[jh])"
    pg.close()
    pg.close()
    with pytest.raises(librenju.GameClosed):
        node.export()
    with pytest.raises(librenju.GameClosed):
        proof.export()
    # forgotten proofs are freed by the collector
    game = threes(new_game, "freestyle")
    for _ in range(20):
        game.proof("vct")
    gc.collect()


# -- Node.export()

def test_node_export(new_game):
    game = new_game("freestyle")
    game.tree.mode = "keep"
    game.play_moves("h8 i9 j8")
    game.undo()
    game.play("h9")
    first = game.tree.root.children[0]
    assert first.export() == "(;B[hh];W[ig](;B[jh])(;B[hg]))"
    assert first.children[0].children[1].export() == "(;B[hg])"
    with pytest.raises(librenju.InvalidArgument):
        game.tree.root.export()
    with pytest.raises(librenju.OutOfRange):
        librenju.Node(game, 99).export()
    # a pass is a move of the line
    game = new_game("freestyle", allow_pass=True)
    game.play_moves(["h8", PASS, "i9"])
    assert game.tree.root.children[0].export().startswith("(;B[hh];W[")


# -- errors

def test_threat_arguments(new_game):
    game = threes(new_game, "freestyle")
    for bad in ("vcx", "", "five"):
        for call in (game.defences, game.proof):
            with pytest.raises(librenju.InvalidArgument) as err:
                call(bad)
            assert "threat" in str(err.value)
    for bad in (0, 4, -1, "win", Threat.WIN):
        with pytest.raises(librenju.InvalidArgument):
            game.defences(bad)
    for bad in (0, 4, -1):
        with pytest.raises(librenju.InvalidArgument):
            game.proof(bad)
    for bad in (None, 1.5, [1], True):
        with pytest.raises(TypeError):
            game.defences(bad)
        with pytest.raises(TypeError):
            game.proof(bad)
    with pytest.raises(OverflowError):
        game.defences(2 ** 40)
    # moves: for "win" only, 1 to 20
    with pytest.raises(ValueError):
        game.proof("win")
    for bad in (0, 21, -1, 2 ** 40):
        with pytest.raises(ValueError):
            game.proof("win", bad)
    for bad in (1.5, "3", True):
        with pytest.raises(TypeError):
            game.proof("win", bad)
    for threat in ("vcf", "vct"):
        with pytest.raises(ValueError):
            game.proof(threat, 3)


def test_node_limits_and_time_limits(new_game):
    game = threes(new_game, "freestyle")
    INT_MAX = 2 ** 31 - 1
    searches = (game.vct, lambda limit: game.defences("vct", limit),
                lambda limit: game.proof("vct", None, limit),
                lambda limit: game.proof("win", 3, max_nodes=limit))
    for search in searches:
        for bad in (-1, -2 ** 31, INT_MAX + 1, 2 ** 64):
            with pytest.raises(ValueError) as err:
                search(bad)
            assert str(err.value) == ("max_nodes must be 0 (no limit) to %d, not %d"
                                      % (INT_MAX, bad))
        for bad in (None, True, 1.5, "100"):
            with pytest.raises(TypeError):
                search(bad)
    timed = (lambda t: game.vct(time_limit=t), lambda t: game.defences("vct", time_limit=t),
             lambda t: game.proof("vct", time_limit=t))
    for search in timed:
        for bad in (0, -1, float("nan"), float("inf"), 2 ** 31):
            with pytest.raises(ValueError):
                search(bad)
        for bad in ("1", True):
            with pytest.raises(TypeError):
                search(bad)
    assert game._lib.renju_search_time_get(game._h()) == 0
    assert game.stone_count == 6 and game.moves == []


def test_searches_refused(new_game):
    won = new_game("freestyle")
    won.play_moves("h8 a1 i8 a2 j8 a3 k8 a4 l8")
    assert won.over
    calls = (lambda g: g.vct(), lambda g: g.defences("vcf"), lambda g: g.defences("vct"),
             lambda g: g.proof("vcf"), lambda g: g.proof("vct"), lambda g: g.proof("win", 2))
    for call in calls:
        with pytest.raises(librenju.GameOver):
            call(won)
    setup = new_game("renju")
    setup.setup_begin()
    for call in calls:
        with pytest.raises(librenju.WrongPhase):
            call(setup)
    closed = Game("renju")
    closed.close()
    for call in calls:
        with pytest.raises(librenju.GameClosed):
            call(closed)
