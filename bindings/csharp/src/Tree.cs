// SPDX-License-Identifier: MIT
// Tree.cs - the game tree (renju_tree(3)): a Tree moves about it and edits it; a Node
// is a light handle (the game and the node's number) that reads through the library
// each time, under the game's lock.  A number stays valid until its node is deleted.
using System;
using System.Collections;
using System.Collections.Generic;

namespace Renju
{
    public struct NodeAction
    {
        public NodeKind Kind;
        public Colour Colour;
        public int Value;
    }

    public sealed class Node : IEquatable<Node>
    {
        const int NoNode = 0x7fffffff;
        readonly Game game;
        readonly int id;

        internal Node(Game game, int id) { this.game = game; this.id = id; }

        public Game Game { get { return game; } }
        public int Id { get { return id; } }

        int Call(Func<IntPtr, int> fn)
        {
            lock (game.Sync) return game.Check(fn(game.Handle));
        }

        Node Maybe(int n) { return n == NoNode ? null : new Node(game, n); }

        public Node Parent { get { return Maybe(Call(g => Native.renju_node_parent(g, id))); } }
        public int Depth { get { return Call(g => Native.renju_node_depth(g, id)); } }
        public int Index { get { return Call(g => Native.renju_node_index(g, id)); } }
        /// <summary>The node after this one in pre-order, null after the last.</summary>
        public Node Next { get { return Maybe(Call(g => Native.renju_node_next(g, id))); } }
        public bool IsRoot { get { return id == 0; } }
        public bool IsCurrent { get { return Call(g => Native.renju_tree_node(g)) == id; } }

        public Node[] Children
        {
            get {
                lock (game.Sync) {
                    IntPtr g = game.Handle;
                    int[] v = game.IntList((b, c) => Native.renju_node_children(g, id, b, c));
                    Node[] r = new Node[v.Length];
                    for (int i = 0; i < v.Length; i++)
                        r[i] = new Node(game, v[i]);
                    return r;
                }
            }
        }

        /// <summary>The child indexes from the root to this node.</summary>
        public int[] Path
        {
            get { lock (game.Sync) { IntPtr g = game.Handle; return game.IntList((b, c) => Native.renju_tree_path(g, id, b, c)); } }
        }

        /// <summary>The moves from the root to this node.</summary>
        public Point[] Line
        {
            get { lock (game.Sync) { IntPtr g = game.Handle; return game.PointList((b, c) => Native.renju_node_line(g, id, b, c)); } }
        }

        public NodeAction Action
        {
            get {
                lock (game.Sync) {
                    int colour, value;
                    NodeAction a;
                    a.Kind = (NodeKind)game.Check(Native.renju_node_action(game.Handle, id, out colour, out value));
                    a.Colour = (Colour)colour;
                    a.Value = value;
                    return a;
                }
            }
        }

        public NodeKind Kind { get { return Action.Kind; } }

        /// <summary>The point of a stone node, Point.Pass for a pass, else null.</summary>
        public Point? Point
        {
            get {
                lock (game.Sync) {
                    NodeAction a = Action;
                    if (a.Kind == NodeKind.Stone || a.Kind == NodeKind.Pass)
                        return game.ToPoint(a.Value);
                    return null;
                }
            }
        }

        public Point[] Offers
        {
            get { lock (game.Sync) { IntPtr g = game.Handle; return game.PointList((b, c) => Native.renju_node_offers(g, id, b, c)); } }
        }

        public NodeFlags Flags { get { return (NodeFlags)Call(g => Native.renju_node_flags(g, id)); } }
        public void SetFlag(NodeFlags flag, bool on = true) { Call(g => Native.renju_node_flag_set(g, id, (int)flag, on ? 1 : 0)); }

        /// <summary>Why an illegal node broke the rules, as the exception its action
        /// threw; null for a node that did not.</summary>
        public RenjuException Error
        {
            get {
                lock (game.Sync) {
                    IntPtr g = game.Handle;
                    int code = 0;
                    string m = game.String((b, c) => Native.renju_node_error(g, id, out code, b, c));
                    return code == 0 ? null : RenjuException.For(code, m);
                }
            }
        }

        public string Comment
        {
            get { lock (game.Sync) { IntPtr g = game.Handle; return game.String((b, c) => Native.renju_node_comment_get(g, id, b, c)); } }
            set { byte[] t = Text.In(value, "comment", true); Call(g => Native.renju_node_comment_set(g, id, t)); }
        }

        public string Name
        {
            get { lock (game.Sync) { IntPtr g = game.Handle; return game.String((b, c) => Native.renju_node_name_get(g, id, b, c)); } }
            set { byte[] t = Text.In(value, "name", true); Call(g => Native.renju_node_name_set(g, id, t)); }
        }

        public string GetLabel(Point p)
        {
            lock (game.Sync) {
                IntPtr g = game.Handle;
                int at = game.Index(p);
                return game.String((b, c) => Native.renju_node_label_get(g, id, at, b, c));
            }
        }

        /// <summary>Sets a label (null or "" removes it).</summary>
        public void SetLabel(Point p, string text)
        {
            byte[] t = Text.In(text, "label", true);
            lock (game.Sync) {
                int at = game.Index(p);
                Call(g => Native.renju_node_label_set(g, id, at, t));
            }
        }

        /// <summary>The points that have a label, in the order they were set.</summary>
        public Point[] LabelPoints
        {
            get { lock (game.Sync) { IntPtr g = game.Handle; return game.PointList((b, c) => Native.renju_node_labels(g, id, b, c)); } }
        }

        public Mark GetMark(Point p) { lock (game.Sync) { int at = game.Index(p); return (Mark)Call(g => Native.renju_node_mark_get(g, id, at)); } }
        public void SetMark(Point p, Mark mark) { lock (game.Sync) { int at = game.Index(p); Call(g => Native.renju_node_mark_set(g, id, at, (int)mark)); } }

        /// <summary>The marked points with their marks, in the order they were set.</summary>
        public KeyValuePair<Point, Mark>[] Marks
        {
            get {
                lock (game.Sync) {
                    IntPtr g = game.Handle;
                    int n = game.Check(Native.renju_node_marks(g, id, null, null, UIntPtr.Zero));
                    int[] pts = new int[n], marks = new int[n];
                    n = game.Check(Native.renju_node_marks(g, id, pts, marks, Text.Size(n)));
                    KeyValuePair<Point, Mark>[] r = new KeyValuePair<Point, Mark>[n];
                    for (int i = 0; i < n; i++)
                        r[i] = new KeyValuePair<Point, Mark>(game.ToPoint(pts[i]), (Mark)marks[i]);
                    return r;
                }
            }
        }

        /// <summary>Stones a record sets up on this node (SGF AB, AW, AE after the root).</summary>
        public KeyValuePair<Point, Colour>[] Setup
        {
            get {
                lock (game.Sync) {
                    IntPtr g = game.Handle;
                    int n = game.Check(Native.renju_node_setup(g, id, null, null, UIntPtr.Zero));
                    int[] pts = new int[n], colours = new int[n];
                    n = game.Check(Native.renju_node_setup(g, id, pts, colours, Text.Size(n)));
                    KeyValuePair<Point, Colour>[] r = new KeyValuePair<Point, Colour>[n];
                    for (int i = 0; i < n; i++)
                        r[i] = new KeyValuePair<Point, Colour>(game.ToPoint(pts[i]), (Colour)colours[i]);
                    return r;
                }
            }
        }

        /// <summary>The SGF properties kept as they came ("AP[RenLib:3.6]").</summary>
        public string Properties
        {
            get { lock (game.Sync) { IntPtr g = game.Handle; return game.String((b, c) => Native.renju_node_properties(g, id, b, c)); } }
        }

        /// <summary>This node's subtree as one SGF game tree of moves on one line.</summary>
        public string Export()
        {
            lock (game.Sync) { IntPtr g = game.Handle; return game.String((b, c) => Native.renju_node_export(g, id, b, c)); }
        }

        public Node Goto() { Call(g => Native.renju_tree_goto(g, id)); return this; }
        public void Delete() { Call(g => Native.renju_tree_delete(g, id)); }
        public void Promote() { Call(g => Native.renju_tree_promote(g, id)); }

        /// <summary>This node and its subtree in pre-order.</summary>
        public IEnumerable<Node> Walk()
        {
            int depth = Depth;
            yield return this;
            for (Node n = Next; n != null && n.Depth > depth; n = n.Next)
                yield return n;
        }

        public bool Equals(Node other) { return other != null && other.game == game && other.id == id; }
        public override bool Equals(object o) { return Equals(o as Node); }
        public override int GetHashCode() { return id; }
        public override string ToString() { return "node " + id; }
    }

    public sealed class Tree : IEnumerable<Node>
    {
        readonly Game game;
        internal Tree(Game game) { this.game = game; }

        int Call(Func<IntPtr, int> fn)
        {
            lock (game.Sync) return game.Check(fn(game.Handle));
        }

        Node At(int n) { return new Node(game, n); }
        Node Here() { return At(Call(g => Native.renju_tree_node(g))); }

        public Node Root { get { game.Handle.ToString(); return At(0); } }
        public Node Current { get { return Here(); } }
        public int Count { get { return Call(g => Native.renju_node_count(g)); } }

        /// <summary>The node of a number; OutOfRangeException for none.</summary>
        public Node Node(int number)
        {
            Call(g => Native.renju_node_depth(g, number));
            return At(number);
        }

        public TreeMode Mode
        {
            get { return (TreeMode)Call(g => Native.renju_tree_mode_get(g)); }
            set { Call(g => Native.renju_tree_mode_set(g, (int)value)); }
        }

        public Node GotoRoot() { lock (game.Sync) { Call(g => Native.renju_tree_root(g)); return Here(); } }
        public Node GotoParent() { lock (game.Sync) { Call(g => Native.renju_tree_parent(g)); return Here(); } }
        public Node GotoChild(int index = 0) { lock (game.Sync) { Call(g => Native.renju_tree_child(g, index)); return Here(); } }
        public Node GotoSibling(int step = 1) { lock (game.Sync) { Call(g => Native.renju_tree_sibling(g, step)); return Here(); } }
        public Node Goto(Node node)
        {
            if (node == null)
                throw new ArgumentNullException("node");
            if (node.Game != game)
                throw new ArgumentException("the node is another game's", "node");
            lock (game.Sync) { Call(g => Native.renju_tree_goto(g, node.Id)); return Here(); }
        }

        public Node Follow(IEnumerable<int> path)
        {
            if (path == null)
                throw new ArgumentNullException("path");
            int[] p = new List<int>(path).ToArray();
            lock (game.Sync) { Call(g => Native.renju_tree_follow(g, p.Length == 0 ? new int[1] : p, Text.Size(p.Length))); return Here(); }
        }

        public string Export(Format format = Format.Sgf) { return game.TreeExport(format); }

        public IEnumerator<Node> GetEnumerator()
        {
            for (Node n = Root; n != null; n = n.Next)
                yield return n;
        }

        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
    }

    public sealed partial class Game
    {
        /// <summary>The game's tree, to move about and edit.</summary>
        public Tree Tree { get { lock (sync) { H.ToString(); return new Tree(this); } } }
    }
}
