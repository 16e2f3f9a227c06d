// SPDX-License-Identifier: MIT
// Errors.cs - the exceptions: every failure of the library throws the RenjuException
// subclass of its code, carrying the code and the library's message; the call leaves
// the game exactly as it was.  A disposed Game or PositionIndex throws ObjectDisposedException
// instead, and a null argument ArgumentNullException, before the library is called.
using System;

namespace Renju
{
    public class RenjuException : Exception
    {
        /// <summary>The library's code (RENJU_E*): the int, and as an ErrorCode.</summary>
        public int Code { get; private set; }
        public ErrorCode ErrorCode { get { return (ErrorCode)Code; } }
        /// <summary>Where a record import failed: 1-based line and column, the move
        /// being read (0 for other errors).</summary>
        public int Line { get; internal set; }
        public int Column { get; internal set; }
        public int Move { get; internal set; }

        public RenjuException(int code, string message)
            : base(string.IsNullOrEmpty(message) ? Library.StrError(code) : message)
        {
            Code = code;
        }

        /// <summary>The exception of the subclass for a code.</summary>
        public static RenjuException For(int code, string message)
        {
            switch ((ErrorCode)code) {
            case ErrorCode.Invalid: return new InvalidArgumentException(code, message);
            case ErrorCode.NoMemory: return new OutOfMemoryRenjuException(code, message);
            case ErrorCode.Range: return new OutOfRangeException(code, message);
            case ErrorCode.Occupied: return new OccupiedException(code, message);
            case ErrorCode.Forbidden: return new ForbiddenException(code, message);
            case ErrorCode.GameOver: return new GameOverException(code, message);
            case ErrorCode.Phase: return new WrongPhaseException(code, message);
            case ErrorCode.Player: return new WrongPlayerException(code, message);
            case ErrorCode.Notation: return new NotationException(code, message);
            case ErrorCode.BufferSize: return new BufferTooSmallException(code, message);
            case ErrorCode.NoMove: return new NoMoveException(code, message);
            case ErrorCode.NoPass: return new NoPassException(code, message);
            case ErrorCode.Position: return new PositionException(code, message);
            case ErrorCode.Equivalent: return new EquivalentOffersException(code, message);
            case ErrorCode.Parse: return new ParseException(code, message);
            default: return new RenjuException(code, message);
            }
        }
    }

    /// <summary>EINVAL: an argument the call does not take (an unknown name, text with
    /// a NUL inside or not UTF-8).</summary>
    public class InvalidArgumentException : RenjuException { public InvalidArgumentException(int c, string m) : base(c, m) { } }
    /// <summary>ENOMEM: the allocator failed.</summary>
    public class OutOfMemoryRenjuException : RenjuException { public OutOfMemoryRenjuException(int c, string m) : base(c, m) { } }
    /// <summary>ERANGE: a point off the board, a value out of bounds.</summary>
    public class OutOfRangeException : RenjuException { public OutOfRangeException(int c, string m) : base(c, m) { } }
    /// <summary>EOCCUPIED: the point already holds a stone.</summary>
    public class OccupiedException : RenjuException { public OccupiedException(int c, string m) : base(c, m) { } }
    /// <summary>EFORBIDDEN: a forbidden point for black under the renju rules.</summary>
    public class ForbiddenException : RenjuException { public ForbiddenException(int c, string m) : base(c, m) { } }
    /// <summary>EGAMEOVER: the game has ended.</summary>
    public class GameOverException : RenjuException { public GameOverException(int c, string m) : base(c, m) { } }
    /// <summary>EPHASE: not allowed now (setup mode, opening step, started game).</summary>
    public class WrongPhaseException : RenjuException { public WrongPhaseException(int c, string m) : base(c, m) { } }
    /// <summary>EPLAYER: not this player's turn or right.</summary>
    public class WrongPlayerException : RenjuException { public WrongPlayerException(int c, string m) : base(c, m) { } }
    /// <summary>ENOTATION: malformed point notation.</summary>
    public class NotationException : RenjuException { public NotationException(int c, string m) : base(c, m) { } }
    /// <summary>EBUFSIZE: a buffer was too small (the binding sizes its own buffers and
    /// retries, so this would be a bug).</summary>
    public class BufferTooSmallException : RenjuException { public BufferTooSmallException(int c, string m) : base(c, m) { } }
    /// <summary>ENOMOVE: nothing to undo or redo.</summary>
    public class NoMoveException : RenjuException { public NoMoveException(int c, string m) : base(c, m) { } }
    /// <summary>ENOPASS: passing is not allowed.</summary>
    public class NoPassException : RenjuException { public NoPassException(int c, string m) : base(c, m) { } }
    /// <summary>EPOSITION: a position the rules cannot continue from.</summary>
    public class PositionException : RenjuException { public PositionException(int c, string m) : base(c, m) { } }
    /// <summary>EEQUIVALENT: two 5th-move offers are equivalent.</summary>
    public class EquivalentOffersException : RenjuException { public EquivalentOffersException(int c, string m) : base(c, m) { } }
    /// <summary>EPARSE: a malformed game record; Line, Column and Move say where.</summary>
    public class ParseException : RenjuException { public ParseException(int c, string m) : base(c, m) { } }
}
