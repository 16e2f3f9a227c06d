// SPDX-License-Identifier: MIT
package org.librenju;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The JNI glue's natives (bindings/java/jni/*.c), one for each call of the library or
 * for a bulk query that gathers several.  A game is a long handle; every native
 * raises the RenjuException of a failure.  Package-private: only the classes here,
 * which hold each handle under its owner's lock, call them.
 *
 * The glue is loaded from the file the system property org.librenju.library names,
 * else as the library "renju_jni" from java.library.path (Android: jniLibs).
 */
final class Native {
    private Native() {
    }

    static {
        String path = System.getProperty("org.librenju.library");
        if (path != null && !path.isEmpty())
            System.load(path);
        else
            System.loadLibrary("renju_jni");
    }

    /** The UTF-8 bytes of text, null for null; InvalidArgument for text that is not
     *  valid Unicode (a lone surrogate), rather than a silent '?'. */
    static byte[] utf8(String text) {
        if (text == null)
            return null;
        try {
            ByteBuffer b = StandardCharsets.UTF_8.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .encode(CharBuffer.wrap(text));
            byte[] out = new byte[b.remaining()];
            b.get(out);
            return out;
        } catch (CharacterCodingException e) {
            throw new RenjuException.InvalidArgument(-1, "the text is not valid Unicode");
        }
    }

    /** Text of the library's UTF-8 bytes (null for null). */
    static String str(byte[] bytes) {
        return bytes == null ? null : new String(bytes, StandardCharsets.UTF_8);
    }

    static String strerror(int code) {
        return str(strerrorBytes(code));
    }

    /** The library's word for value in a family (see name()), null for none. */
    static String word(int family, int value) {
        return str(name(family, value));
    }

    /** A name's value in a family, negative for an unknown name. */
    static int fromName(int family, String name) {
        if (name == null)
            throw new RenjuException.InvalidArgument(-1, "the name is null");
        return fromName(family, utf8(name));
    }

    // catalogue (jni_util.c)
    static native int versionNumber();
    static native byte[] versionString();
    private static native byte[] strerrorBytes(int code);
    /** family: 0 rule set, 1 reason, 2 forbidden kind, 3 opening rule, 4 format,
     *  5 tag, 6 opening name, 7 opening kanji. */
    static native byte[] name(int family, int value);
    static native int fromName(int family, byte[] name);
    static native int[] rulesFromName(byte[] name);
    static native int openingDirect(int index);
    static native int symmetryInverse(int sym);

    // game (jni_game.c)
    static native long gameNew(int ruleset, int size);
    static native void gameFree(long g);
    static native long gameClone(long g);
    static native int gameReset(long g);
    static native int gameRuleset(long g);
    static native int gameSize(long g);
    static native int errcode(long g);
    static native byte[] errmsg(long g);
    static native int optionSet(long g, int option, int value);
    static native int optionGet(long g, int option);
    static native int[] optionBounds(long g, int option);
    static native int searchTimeSet(long g, int ms);
    static native int searchTimeGet(long g);
    static native int point(long g, int column, int row);
    static native int pointColumn(long g, int p);
    static native int pointRow(long g, int p);
    static native int pointParse(long g, byte[] text);
    static native byte[] pointFormat(long g, int p);
    static native int play(long g, int p);
    static native long playMoves(long g, int[] points);
    static native int pass(long g);
    static native int undo(long g);
    static native int redo(long g);
    static native int resign(long g, int colour);
    static native int forfeit(long g, int colour, int reason);
    static native int offerDraw(long g, int p);
    static native int acceptDraw(long g);
    static native int declineDraw(long g);
    static native int drawOffered(long g);
    static native int stone(long g, int p);
    static native byte[] board(long g);
    static native byte[] boardText(long g, int flags);
    static native int sideToMove(long g);
    static native int moveCount(long g);
    static native int stoneCount(long g);
    static native int[] moves(long g);
    static native int lastMove(long g);
    static native int result(long g);
    static native int resultReason(long g);
    static native int[] winningLine(long g);
    static native int[] resultFoul(long g);
    static native int setupBegin(long g);
    static native int setupPut(long g, int p, int colour);
    static native int setupSide(long g, int colour);
    static native int setupEnd(long g);
    static native int inSetup(long g);
    static native int forbidden(long g, int p);
    static native byte[] forbiddenMap(long g);
    static native int forbiddenMapInto(long g, byte[] out);
    static native int shape(long g, int p, int colour, int dir);
    static native int[] shapeStones(long g, int p, int colour, int dir);
    static native int[] shapeKeys(long g, int p, int colour, int dir);
    static native byte[] explain(long g, int p);
    static native byte[] diagramSvg(long g, int flags, int first, int cell, byte[] title);

    // opening (jni_opening.c)
    static native int expectedAction(long g);
    static native int expectedPlayer(long g);
    static native int expectedColour(long g);
    static native int playerColour(long g, int player);
    static native int coloursFinal(long g);
    static native int[] allowedPoints(long g);
    static native int pointAllowed(long g, int p);
    static native int[] offers(long g);
    static native int[] offerBounds(long g);
    static native int swap(long g, int player, int doSwap);
    static native int declare(long g, int player, int number);
    static native int chooseOffer(long g, int player, int p);
    static native int chooseBranch(long g, int player, int branch);
    static native int chooseColour(long g, int player, int colour);
    static native int chooseSwap2(long g, int player, int option);
    static native int playAs(long g, int player, int p);
    static native int propose(long g, int player, int[] points);
    static native int symmetryPoint(long g, int sym, int p);
    static native int offersEquivalent(long g, int a, int b);
    static native byte[] positionKey(long g);
    static native int[] openingIdentify(long g, int b1, int w2, int b3);
    static native int openingIndex(long g);
    static native int[] openingPoints(long g, int index, int sym);

    // solvers (jni_solve.c): {outcome, nodes, points...}
    static native int[] vcf(long g, int maxNodes);
    static native int[] vct(long g, int maxNodes);
    static native int[] solve(long g, int moves, int maxNodes);
    static native int[] defences(long g, int threat, int maxNodes);
    static native long[] proof(long g, int threat, int moves, int maxNodes);

    // tree (jni_tree.c)
    static native int treeNode(long g);
    static native int treeRoot(long g);
    static native int treeParent(long g);
    static native int treeChild(long g, int index);
    static native int treeSibling(long g, int step);
    static native int treeGoto(long g, int node);
    static native int treeFollow(long g, int[] path);
    static native int treeModeSet(long g, int mode);
    static native int treeModeGet(long g);
    static native int treeDelete(long g, int node);
    static native int treePromote(long g, int node);
    static native int nodeCount(long g);
    static native int nodeParent(long g, int node);
    static native int nodeDepth(long g, int node);
    static native int nodeIndex(long g, int node);
    static native int nodeNext(long g, int node);
    static native int nodeFlags(long g, int node);
    static native int nodeFlagSet(long g, int node, int flag, int on);
    static native int nodeMarkSet(long g, int node, int p, int mark);
    static native int nodeMarkGet(long g, int node, int p);
    static native int[] nodeChildren(long g, int node);
    static native int[] nodeOffers(long g, int node);
    static native int[] nodeLine(long g, int node);
    static native int[] treePath(long g, int node);
    static native int[] nodeLabels(long g, int node);
    static native int[] nodeAction(long g, int node);
    static native int[] nodeMarks(long g, int node);
    static native int[] nodeSetup(long g, int node);
    static native byte[] nodeError(long g, int node, int[] code);
    static native byte[] nodeCommentGet(long g, int node);
    static native byte[] nodeNameGet(long g, int node);
    static native int nodeTextSet(long g, int what, int node, byte[] text);
    static native byte[] nodeLabelGet(long g, int node, int p);
    static native int nodeLabelSet(long g, int node, int p, byte[] text);
    static native byte[] nodeProperties(long g, int node);
    static native byte[] nodeExport(long g, int node);

    // records (jni_record.c)
    static native byte[] recordExport(long g, int format);
    static native byte[] treeExport(long g, int format);
    static native int recordImport(long g, int format, byte[] text, int flags);
    static native long[] recordImportNext(long g, int format, ByteBuffer text, long length,
                                          long offset, int flags);
    static native int recordWarnings(long g);
    static native byte[] recordWarning(long g, int index, int[] where);
    static native int[] recordErrorPosition(long g);
    static native int recordCharsetSet(long g, byte[] name);
    static native byte[] recordCharsetGet(long g);
    static native int tagSet(long g, byte[] name, byte[] value);
    static native byte[] tagGet(long g, byte[] name);

    // index (jni_index.c)
    static native long indexNew();
    static native void indexFree(long ix);
    static native int indexAdd(long ix, long g, int result, byte[] label);
    static native int indexGames(long ix);
    static native int indexPositions(long ix);
    static native byte[] indexLabel(long ix, int game);
    static native int indexResult(long ix, int game);
    static native byte[] indexWrite(long ix);
    static native int indexOpen(long ix, byte[] data);
    static native int[] indexFind(long ix, long g);
    static native int[] indexNext(long ix, long g);
}
