// SPDX-License-Identifier: MIT
// Enums.cs - the library's constants as enumerations, each one family of renju.h
// (RENJU_BLACK is Colour.Black, RENJU_REASON_FIVE is Reason.Five); the tests check
// the values against the header.  Library.Name() gives the library's own words for
// the families it names (reasons, forbidden kinds, rule sets, opening rules, formats).
using System;

namespace Renju
{
    public enum ErrorCode
    {
        Ok = 0, Invalid = -1, NoMemory = -2, Range = -3, Occupied = -4, Forbidden = -5,
        GameOver = -6, Phase = -7, Player = -8, Notation = -9, BufferSize = -10,
        NoMove = -11, NoPass = -12, Position = -13, Equivalent = -14, Parse = -15,
    }

    public enum Ruleset { Freestyle = 0, Standard = 1, Renju = 2, FiveInARow = 3, Caro5 = 4, Caro6 = 5 }

    public enum Colour { Empty = 0, Black = 1, White = 2 }

    public enum Result { Ongoing = 0, BlackWins = 1, WhiteWins = 2, Draw = 3 }

    public enum Reason
    {
        None = 0, Five = 1, Overline = 2, Foul = 3, Resignation = 4, FullBoard = 5,
        BothPassed = 6, Agreement = 7, NoLegalPoint = 8, MoveLimit = 9, Time = 10, Forfeit = 11,
    }

    public enum ForbiddenKind { None = 0, Overline = 1, DoubleFour = 2, DoubleThree = 3 }

    public enum Direction { Horizontal = 0, Vertical = 1, Diagonal = 2, Antidiagonal = 3 }

    public enum Shape
    {
        None = 0, Five = 1, Overline = 2, StraightFour = 3, Four = 4, DoubleFour = 5,
        Three = 6, FalseThree = 7,
    }

    /// <summary>Whether a key point of a shape can be played: Playable, the kind of
    /// foul a black stone there would be, or MakesFive (RENJU_KEY_MAKES_FIVE).</summary>
    public enum KeyStatus { Playable = 0, Overline = 1, DoubleFour = 2, DoubleThree = 3, MakesFive = 4 }

    public enum Option
    {
        FoulPolicy = 1, AllowPass = 2, CentreFirst = 3, MoveLimit = 4, ThreeReading = 5,
        Opening = 6, OpeningN = 7, EdgeBlocks = 8,
    }

    public enum FoulPolicy { Reject = 0, Lose = 1 }

    public enum ThreeReading { Literal = 0, Nonliteral = 1 }

    public enum OpeningRule
    {
        None = 0, Rif = 1, Yamaguchi = 2, Soosorv = 3, Taraguchi = 4, Swap1 = 5, Swap2 = 6,
        Pro = 7, LongPro = 8, Tarannikov = 9, SuperTaraguchi = 10, SuperSakata = 11,
    }

    public enum Player { None = 0, First = 1, Second = 2 }

    public enum GameAction
    {
        None = 0, Play = 1, Stone = 2, Swap = 3, Declare = 4, Offers = 5, ChooseOffer = 6,
        Branch = 7, Colour = 8, Swap2 = 9,
    }

    public enum Branch { Fifth = 1, Offers = 2 }

    public enum Swap2Choice { Black = 1, White = 2, TwoMore = 3 }

    public enum Symmetry
    {
        Identity = 0, Rotate90 = 1, Rotate180 = 2, Rotate270 = 3, FlipColumns = 4,
        FlipRows = 5, Diagonal = 6, Antidiagonal = 7,
    }

    public enum Format { Moves = 0, Sgf = 1, Psq = 2, Lib = 3, Pos = 4 }

    public enum WarningCode
    {
        GameType = 1, Charset = 2, Text = 3, Skipped = 4, Variations = 5, Rules = 6,
        Unrecorded = 7, Opening = 8, Result = 9, Layout = 10, IllegalLine = 11, NotWritten = 12,
    }

    public enum TreeMode { Scratch = 0, Keep = 1 }

    public enum NodeKind
    {
        Root = 0, Stone = 1, Pass = 2, Resign = 3, Forfeit = 4, AcceptDraw = 5,
        DeclineDraw = 6, Swap = 7, Declare = 8, Offers = 9, Branch = 10, Colour = 11,
        Swap2 = 12, None = 13,
    }

    [Flags]
    public enum NodeFlags
    {
        None = 0, Kept = 1, Illegal = 2, Unplayable = 4, DrawOffer = 8, Foul = 16,
        Marked = 32, Start = 64,
    }

    public enum Mark { None = 0, Triangle = 1, Square = 2, Circle = 3, Cross = 4 }

    [Flags]
    public enum ImportFlags { None = 0, Rules = 1, Partial = 2 }

    [Flags]
    public enum TextFlags { None = 0, Forbidden = 1, Last = 2, Offers = 4 }

    [Flags]
    public enum DiagramFlags
    {
        None = 0, Coords = 1, CoordsAll = 2, Numbers = 4, Last = 8, Forbidden = 16,
        Marks = 32, Plain = 64, Default = Coords | Last | Forbidden | Marks,
    }

    public enum SolveOutcome { None = 0, Win = 1, Unknown = 2 }

    public enum Threat { Vcf = 1, Vct = 2, Win = 3 }
}
