// SPDX-License-Identifier: MIT
// Runner.cs - a small test runner: every public static void method named Test* of
// the test classes runs in turn; a method that throws is a failure.  Prints each
// result, then the counts, and exits 1 on any failure (and when no test ran).
// Arguments: the tests/data folder, then optionally the names of the tests to run.
using System;
using System.Collections.Generic;
using System.Reflection;

namespace Renju.Tests
{
    public static class Runner
    {
        public static string Data;
        public static string Header;

        /// <summary>Whether the process maps the library at path (Linux: /proc/self/maps).</summary>
        static bool LoadedFrom(string path)
        {
            string real = System.IO.Path.GetFullPath(path);
            foreach (string line in System.IO.File.ReadAllLines("/proc/self/maps"))
                if (line.EndsWith(" " + real) || line.EndsWith(" " + path)) {
                    Console.WriteLine("the library: " + path);
                    return true;
                }
            return false;
        }

        public static int Main(string[] args)
        {
            if (args.Length < 2) {
                Console.Error.WriteLine("usage: tests.exe DATA-DIR HEADER [TEST ...]");
                return 2;
            }
            Data = args[0];
            Header = args[1];
            HashSet<string> only = new HashSet<string>();
            for (int i = 2; i < args.Length; i++)
                only.Add(args[i]);
            Console.WriteLine("librenju " + Library.Version + " under " + Environment.Version);
            string want = Environment.GetEnvironmentVariable("RENJU_EXPECT_LIBRARY");
            if (!string.IsNullOrEmpty(want) && !LoadedFrom(want)) {
                Console.WriteLine("FAIL: the library loaded is not " + want);
                return 1;
            }
            int run = 0, failed = 0;
            foreach (Type t in typeof(Runner).Assembly.GetTypes()) {
                if (t.Namespace != "Renju.Tests" || t == typeof(Runner))
                    continue;
                foreach (MethodInfo m in t.GetMethods(BindingFlags.Public | BindingFlags.Static)) {
                    if (!m.Name.StartsWith("Test") || m.GetParameters().Length != 0)
                        continue;
                    if (only.Count > 0 && !only.Contains(m.Name))
                        continue;
                    run++;
                    try {
                        m.Invoke(null, null);
                        Console.WriteLine("ok: " + t.Name + "." + m.Name + " (" + Assert.Count + " checks)");
                    } catch (TargetInvocationException e) {
                        failed++;
                        Console.WriteLine("FAIL: " + t.Name + "." + m.Name + ": " + e.InnerException);
                    }
                    Assert.Count = 0;
                }
            }
            Console.WriteLine(run + " tests, " + (run - failed) + " passed, " + failed + " failed");
            return failed == 0 && run > 0 ? 0 : 1;
        }
    }

    public class AssertionException : Exception
    {
        public AssertionException(string m) : base(m) { }
    }

    public static class Assert
    {
        public static int Count;

        public static void True(bool c, string what)
        {
            Count++;
            if (!c)
                throw new AssertionException(what);
        }

        public static void Equal<T>(T want, T got, string what)
        {
            Count++;
            if (!EqualityComparer<T>.Default.Equals(want, got))
                throw new AssertionException(what + ": expected <" + want + ">, got <" + got + ">");
        }

        public static void Seq<T>(IList<T> want, IList<T> got, string what)
        {
            Count++;
            bool same = want.Count == got.Count;
            for (int i = 0; same && i < want.Count; i++)
                same = EqualityComparer<T>.Default.Equals(want[i], got[i]);
            if (!same)
                throw new AssertionException(what + ": expected [" + string.Join(" ", want) + "], got ["
                                             + string.Join(" ", got) + "]");
        }

        /// <summary>fn throws an E (or a subclass), which is returned.</summary>
        public static E Throws<E>(Action fn, string what) where E : Exception
        {
            Count++;
            try {
                fn();
            } catch (E e) {
                return e;
            } catch (Exception e) {
                throw new AssertionException(what + ": expected " + typeof(E).Name + ", got " + e.GetType().Name + ": " + e.Message);
            }
            throw new AssertionException(what + ": expected " + typeof(E).Name + ", nothing thrown");
        }
    }
}
