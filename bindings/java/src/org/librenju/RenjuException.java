// SPDX-License-Identifier: MIT
package org.librenju;

/**
 * A call into the library failed: {@link #code()} is the library's code, {@link
 * #getMessage()} what it said about it ("o16 is off the 15x15 board").  A failed call
 * leaves the game exactly as it was.  Each code has its subclass, nested here, as the
 * Python package has them (InvalidArgument, OutOfRange, Occupied, ...).
 */
public class RenjuException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int code;
    /** Where a record import failed (1-based; 0 when not an import's error). */
    int line, column, move;
    /** {@link Game#importNext}: where the next game starts, -1 otherwise. */
    long end = -1;

    RenjuException(int code, String message) {
        super(message == null || message.isEmpty() ? Native.strerror(code) : message);
        this.code = code;
    }

    /** The library's code, a negative RENJU_E* value. */
    public int code() {
        return code;
    }

    /** The code as an ErrorCode, or null for a code this binding does not know. */
    public ErrorCode errorCode() {
        return code >= -15 && code <= 0 ? ErrorCode.of(code) : null;
    }

    /** The line where a record import failed, 0 for another error. */
    public int line() {
        return line;
    }

    /** The column (in bytes) where a record import failed, 0 for another error. */
    public int column() {
        return column;
    }

    /** The move being read where a record import failed, 0 for another error. */
    public int move() {
        return move;
    }

    /** importNext(): the offset where the next game starts, -1 for another error. */
    public long end() {
        return end;
    }

    /** The exception of a code and the library's UTF-8 message (the JNI glue's). */
    static RenjuException of(int code, byte[] message) {
        return of(code, Native.str(message));
    }

    /** The exception of a code and message. */
    static RenjuException of(int code, String message) {
        switch (code) {
        case -1: return new InvalidArgument(code, message);
        case -2: return new OutOfMemory(code, message);
        case -3: return new OutOfRange(code, message);
        case -4: return new Occupied(code, message);
        case -5: return new Forbidden(code, message);
        case -6: return new GameOver(code, message);
        case -7: return new WrongPhase(code, message);
        case -8: return new WrongPlayer(code, message);
        case -9: return new NotationError(code, message);
        case -10: return new BufferTooSmall(code, message);
        case -11: return new NoMove(code, message);
        case -12: return new NoPass(code, message);
        case -13: return new PositionError(code, message);
        case -14: return new EquivalentOffers(code, message);
        case -15: return new ParseError(code, message);
        default: return new RenjuException(code, message);
        }
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "(" + code + ", " + getMessage() + ")";
    }

    /** EINVAL: an argument the call does not take (null included). */
    public static class InvalidArgument extends RenjuException {
        private static final long serialVersionUID = 1L;
        InvalidArgument(int code, String message) { super(code, message); }
    }

    /** ENOMEM: the allocator failed. */
    public static class OutOfMemory extends RenjuException {
        private static final long serialVersionUID = 1L;
        OutOfMemory(int code, String message) { super(code, message); }
    }

    /** ERANGE: a point off the board, a value out of bounds. */
    public static class OutOfRange extends RenjuException {
        private static final long serialVersionUID = 1L;
        OutOfRange(int code, String message) { super(code, message); }
    }

    /** EOCCUPIED: the point already holds a stone. */
    public static class Occupied extends RenjuException {
        private static final long serialVersionUID = 1L;
        Occupied(int code, String message) { super(code, message); }
    }

    /** EFORBIDDEN: a forbidden point for black under the renju rules. */
    public static class Forbidden extends RenjuException {
        private static final long serialVersionUID = 1L;
        Forbidden(int code, String message) { super(code, message); }
    }

    /** EGAMEOVER: the game has ended. */
    public static class GameOver extends RenjuException {
        private static final long serialVersionUID = 1L;
        GameOver(int code, String message) { super(code, message); }
    }

    /** EPHASE: not allowed now (setup mode, opening step, started game). */
    public static class WrongPhase extends RenjuException {
        private static final long serialVersionUID = 1L;
        WrongPhase(int code, String message) { super(code, message); }
    }

    /** EPLAYER: not this player's turn or right. */
    public static class WrongPlayer extends RenjuException {
        private static final long serialVersionUID = 1L;
        WrongPlayer(int code, String message) { super(code, message); }
    }

    /** ENOTATION: malformed point notation. */
    public static class NotationError extends RenjuException {
        private static final long serialVersionUID = 1L;
        NotationError(int code, String message) { super(code, message); }
    }

    /** EBUFSIZE: a buffer too small (the binding sizes its own; a caller's array). */
    public static class BufferTooSmall extends RenjuException {
        private static final long serialVersionUID = 1L;
        BufferTooSmall(int code, String message) { super(code, message); }
    }

    /** ENOMOVE: nothing to undo or redo. */
    public static class NoMove extends RenjuException {
        private static final long serialVersionUID = 1L;
        NoMove(int code, String message) { super(code, message); }
    }

    /** ENOPASS: passing is not allowed. */
    public static class NoPass extends RenjuException {
        private static final long serialVersionUID = 1L;
        NoPass(int code, String message) { super(code, message); }
    }

    /** EPOSITION: a position the rules cannot continue from. */
    public static class PositionError extends RenjuException {
        private static final long serialVersionUID = 1L;
        PositionError(int code, String message) { super(code, message); }
    }

    /** EEQUIVALENT: two 5th-move offers are equivalent. */
    public static class EquivalentOffers extends RenjuException {
        private static final long serialVersionUID = 1L;
        EquivalentOffers(int code, String message) { super(code, message); }
    }

    /** EPARSE: a malformed game record; line(), column() and move() say where. */
    public static class ParseError extends RenjuException {
        private static final long serialVersionUID = 1L;
        ParseError(int code, String message) { super(code, message); }
    }
}
