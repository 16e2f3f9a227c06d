// SPDX-License-Identifier: MIT
// GameOpening.cs - the opening rules: what the game expects next, the actions of
// the opening (each taking the acting player, by default the one expected to act),
// the symmetries, the position key and the 26 openings.
using System;
using System.Collections.Generic;

namespace Renju
{
    /// <summary>The position's key: 16 bytes, the same for its 8 images and every
    /// move order that reaches it; Symmetry takes the position to the canonical image.</summary>
    public struct PositionKey
    {
        public byte[] Key;
        public Symmetry Symmetry;
        public override string ToString() { return BitConverter.ToString(Key).Replace("-", "").ToLowerInvariant(); }
    }

    /// <summary>The opening three stones form, and the symmetry that maps the
    /// table's stones onto them; Index 0 when they are none of the 26.</summary>
    public struct OpeningMatch
    {
        public int Index;
        public Symmetry Symmetry;
    }

    public sealed partial class Game
    {
        public GameAction ExpectedAction { get { lock (sync) return (GameAction)Check(Native.renju_expected_action(H)); } }
        public Player ExpectedPlayer { get { lock (sync) return (Player)Check(Native.renju_expected_player(H)); } }
        public Colour ExpectedColour { get { lock (sync) return (Colour)Check(Native.renju_expected_colour(H)); } }
        public Colour PlayerColour(Player player) { lock (sync) return (Colour)Check(Native.renju_player_colour(H, (int)player)); }
        public bool ColoursFinal { get { lock (sync) return Check(Native.renju_colours_final(H)) != 0; } }

        /// <summary>Where the expected action may place a stone (or the offers to
        /// choose among), in one call.</summary>
        public Point[] AllowedPoints()
        {
            lock (sync) {
                IntPtr g = H;
                return PointList(delegate (int[] b, UIntPtr c) { return Native.renju_allowed_points(g, b, c); });
            }
        }

        public bool PointAllowed(Point p) { lock (sync) return Check(Native.renju_point_allowed(H, Index(p))) != 0; }

        /// <summary>The number of 5th-move offers to declare or make, null when none
        /// are ahead or their number is not known yet.</summary>
        public IntRange? OfferBounds
        {
            get {
                lock (sync) {
                    int lo, hi;
                    int rc = Native.renju_offer_bounds(H, out lo, out hi);
                    if (rc == (int)ErrorCode.Phase)
                        return null;
                    Check(rc);
                    return new IntRange(lo, hi);
                }
            }
        }

        public Point[] Offers
        {
            get {
                lock (sync) {
                    IntPtr g = H;
                    return PointList(delegate (int[] b, UIntPtr c) { return Native.renju_offers(g, b, c); });
                }
            }
        }

        int Acting(Player player)
        {
            return player == Player.None ? Native.renju_expected_player(H) : (int)player;
        }

        public void Swap(bool doSwap = true, Player player = Player.None) { lock (sync) Check(Native.renju_swap(H, Acting(player), doSwap ? 1 : 0)); }
        public void Declare(int number, Player player = Player.None) { lock (sync) Check(Native.renju_declare(H, Acting(player), number)); }

        public void Propose(IEnumerable<Point> points, Player player = Player.None)
        {
            NotNull(points, "points");
            List<Point> list = new List<Point>(points);
            lock (sync) {
                int[] v = new int[list.Count];
                for (int i = 0; i < v.Length; i++)
                    v[i] = Index(list[i]);
                Check(Native.renju_propose(H, Acting(player), v, Text.Size(v.Length)));
            }
        }

        public void ChooseOffer(Point p, Player player = Player.None) { lock (sync) Check(Native.renju_choose_offer(H, Acting(player), Index(p))); }
        public void ChooseBranch(Branch branch, Player player = Player.None) { lock (sync) Check(Native.renju_choose_branch(H, Acting(player), (int)branch)); }
        public void ChooseColour(Colour colour, Player player = Player.None) { lock (sync) Check(Native.renju_choose_colour(H, Acting(player), (int)colour)); }
        public void ChooseSwap2(Swap2Choice choice, Player player = Player.None) { lock (sync) Check(Native.renju_choose_swap2(H, Acting(player), (int)choice)); }
        /// <summary>Play by a given player: WrongPlayerException unless that player is
        /// expected to place a stone now.</summary>
        public void PlayAs(Player player, Point p) { lock (sync) Check(Native.renju_play_as(H, (int)player, Index(p))); }

        // ------------------------------------------------------------- symmetry, key, openings

        public Point SymmetryPoint(Symmetry sym, Point p) { lock (sync) return ToPoint(Check(Native.renju_symmetry_point(H, (int)sym, Index(p)))); }

        public PositionKey PositionKey
        {
            get {
                lock (sync) {
                    PositionKey k;
                    k.Key = new byte[Library.KeySize];
                    int sym;
                    Check(Native.renju_position_key(H, k.Key, out sym));
                    k.Symmetry = (Symmetry)sym;
                    return k;
                }
            }
        }

        public bool OffersEquivalent(Point a, Point b) { lock (sync) return Check(Native.renju_offers_equivalent(H, Index(a), Index(b))) != 0; }

        public OpeningMatch OpeningIdentify(Point black1, Point white2, Point black3)
        {
            lock (sync) {
                int sym;
                OpeningMatch m;
                m.Index = Check(Native.renju_opening_identify(H, Index(black1), Index(white2), Index(black3), out sym));
                m.Symmetry = m.Index == 0 ? Symmetry.Identity : (Symmetry)sym;
                return m;
            }
        }

        /// <summary>The opening of the first three moves, 0 for none of the 26.</summary>
        public int OpeningIndex { get { lock (sync) return Check(Native.renju_opening_index(H)); } }

        public Point[] OpeningPoints(int index, Symmetry sym = Symmetry.Identity)
        {
            lock (sync) {
                int[] v = new int[3];
                int n = Check(Native.renju_opening_points(H, index, (int)sym, v, Text.Size(3)));
                return ToPoints(v, n);
            }
        }
    }
}
