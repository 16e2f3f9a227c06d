# SPDX-License-Identifier: MIT
"""Finding and loading the C library, once and only when first needed.

The package carries its own copy of librenju, compiled from the C sources when it was
installed, next to this module.  The environment variable RENJU_LIBRARY (or
load_library()) asks for another: a path to a librenju shared library, or "system" for
the librenju installed on the machine, as the dynamic loader finds it.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
import threading
from typing import Dict, List, Optional, Tuple, Union


class LibraryNotFound(ImportError):
    """The C library could not be loaded: the message names every place looked at.
    Raised on first use, not by import librenju."""


#: The environment variable that chooses the library: a path, or "system".
ENVIRONMENT = "RENJU_LIBRARY"

#: The name of the package's own copy, next to this module (the build puts it there).
if sys.platform == "darwin":
    BUNDLED_NAME = "librenju.dylib"
elif sys.platform == "win32":
    BUNDLED_NAME = "renju.dll"
else:
    BUNDLED_NAME = "librenju.so"

#: The names the dynamic loader is asked for with RENJU_LIBRARY=system.
SYSTEM_NAMES = ("librenju.so.0", "librenju.dylib", "librenju.0.dylib", "renju.dll")

_int = ctypes.c_int
_size = ctypes.c_size_t
_game = ctypes.c_void_p                      # renju_game *, opaque
_int_p = ctypes.POINTER(ctypes.c_int)
_size_p = ctypes.POINTER(ctypes.c_size_t)
_game_p = ctypes.POINTER(ctypes.c_void_p)    # renju_game **
_bytes_p = ctypes.POINTER(ctypes.c_ubyte)    # unsigned char *
_str = ctypes.c_char_p                       # const char * from or to the library
_buf = ctypes.c_char_p                       # char * buffer filled by the library


class IndexHandle(ctypes.c_void_p):
    """renju_index *, opaque: a type of its own, so that a game's handle cannot be
    passed where an index's is taken."""


_index = IndexHandle
_index_p = ctypes.POINTER(IndexHandle)     # renju_index **
_data = ctypes.c_void_p                    # const void * of renju_index_open()

ALLOC_FN = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t)
FREE_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)
#: renju_write_fn: (context, data, size) -> 0 to go on, negative to stop.
WRITE_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p,
                            ctypes.c_size_t)

_Types = Tuple[object, List[object]]

#: Every function of renju.h: name -> (restype, argtypes).  The tests check this table
#: against the header, function by function and argument by argument.
PROTOTYPES: Dict[str, _Types] = {
    "renju_version_number": (_int, []),
    "renju_version_string": (_str, []),
    "renju_strerror": (_str, [_int]),
    "renju_errcode": (_int, [_game]),
    "renju_errmsg": (_str, [_game]),
    "renju_ruleset_name": (_str, [_int]),
    "renju_ruleset_from_name": (_int, [_str]),
    "renju_game_new": (_int, [_game_p, _int, _int]),
    "renju_game_new_custom": (_int, [_game_p, _int, _int, ALLOC_FN, FREE_FN,
                                     ctypes.c_void_p]),
    "renju_game_free": (None, [_game]),
    "renju_game_clone": (_int, [_game_p, _game]),
    "renju_game_reset": (_int, [_game]),
    "renju_game_ruleset": (_int, [_game]),
    "renju_game_size": (_int, [_game]),
    "renju_option_set": (_int, [_game, _int, _int]),
    "renju_option_get": (_int, [_game, _int, _int_p]),
    "renju_option_bounds": (_int, [_game, _int, _int_p, _int_p]),
    "renju_point": (_int, [_game, _int, _int]),
    "renju_point_column": (_int, [_game, _int]),
    "renju_point_row": (_int, [_game, _int]),
    "renju_point_parse": (_int, [_game, _str, _int_p]),
    "renju_point_format": (_int, [_game, _int, _buf, _size]),
    "renju_play": (_int, [_game, _int]),
    "renju_pass": (_int, [_game]),
    "renju_undo": (_int, [_game]),
    "renju_redo": (_int, [_game]),
    "renju_resign": (_int, [_game, _int]),
    "renju_forfeit": (_int, [_game, _int, _int]),
    "renju_offer_draw": (_int, [_game, _int]),
    "renju_accept_draw": (_int, [_game]),
    "renju_decline_draw": (_int, [_game]),
    "renju_draw_offered": (_int, [_game]),
    "renju_stone": (_int, [_game, _int]),
    "renju_board": (_int, [_game, _bytes_p, _size]),
    "renju_board_text": (_int, [_game, _int, _buf, _size]),
    "renju_side_to_move": (_int, [_game]),
    "renju_move_count": (_int, [_game]),
    "renju_stone_count": (_int, [_game]),
    "renju_moves": (_int, [_game, _int_p, _size]),
    "renju_last_move": (_int, [_game]),
    "renju_result": (_int, [_game]),
    "renju_result_reason": (_int, [_game]),
    "renju_reason_name": (_str, [_int]),
    "renju_winning_line": (_int, [_game, _int_p, _size]),
    "renju_vcf": (_int, [_game, _int, _int_p, _int_p, _int_p, _size]),
    "renju_solve": (_int, [_game, _int, _int, _int_p, _int_p, _int_p, _size]),
    "renju_search_time_set": (_int, [_game, _int]),
    "renju_search_time_get": (_int, [_game]),
    "renju_vct": (_int, [_game, _int, _int_p, _int_p, _int_p, _size]),
    "renju_defences": (_int, [_game, _int, _int, _int_p, _int_p, _int_p, _size]),
    "renju_proof": (_int, [_game, _int, _int, _int, _int_p, _int_p, _game_p]),
    "renju_result_foul": (_int, [_game, _int_p, _int_p]),
    "renju_setup_begin": (_int, [_game]),
    "renju_setup_put": (_int, [_game, _int, _int]),
    "renju_setup_side": (_int, [_game, _int]),
    "renju_setup_end": (_int, [_game]),
    "renju_in_setup": (_int, [_game]),
    "renju_forbidden": (_int, [_game, _int]),
    "renju_forbidden_map": (_int, [_game, _bytes_p, _size]),
    "renju_forbid_name": (_str, [_int]),
    "renju_shape": (_int, [_game, _int, _int, _int]),
    "renju_shape_stones": (_int, [_game, _int, _int, _int, _int_p, _size]),
    "renju_shape_keys": (_int, [_game, _int, _int, _int, _int_p, _int_p, _size]),
    "renju_explain": (_int, [_game, _int, _buf, _size]),
    "renju_opening_rule_name": (_str, [_int]),
    "renju_opening_rule_from_name": (_int, [_str]),
    "renju_expected_action": (_int, [_game]),
    "renju_expected_player": (_int, [_game]),
    "renju_expected_colour": (_int, [_game]),
    "renju_player_colour": (_int, [_game, _int]),
    "renju_colours_final": (_int, [_game]),
    "renju_allowed_points": (_int, [_game, _int_p, _size]),
    "renju_point_allowed": (_int, [_game, _int]),
    "renju_offer_bounds": (_int, [_game, _int_p, _int_p]),
    "renju_offers": (_int, [_game, _int_p, _size]),
    "renju_swap": (_int, [_game, _int, _int]),
    "renju_declare": (_int, [_game, _int, _int]),
    "renju_propose": (_int, [_game, _int, _int_p, _size]),
    "renju_choose_offer": (_int, [_game, _int, _int]),
    "renju_choose_branch": (_int, [_game, _int, _int]),
    "renju_choose_colour": (_int, [_game, _int, _int]),
    "renju_choose_swap2": (_int, [_game, _int, _int]),
    "renju_play_as": (_int, [_game, _int, _int]),
    "renju_symmetry_point": (_int, [_game, _int, _int]),
    "renju_symmetry_inverse": (_int, [_int]),
    "renju_position_key": (_int, [_game, _bytes_p, _int_p]),
    "renju_diagram_svg": (_int, [_game, _int, _int, _int, _str, _buf, _size]),
    "renju_offers_equivalent": (_int, [_game, _int, _int]),
    "renju_opening_identify": (_int, [_game, _int, _int, _int, _int_p]),
    "renju_opening_index": (_int, [_game]),
    "renju_opening_points": (_int, [_game, _int, _int, _int_p, _size]),
    "renju_opening_name": (_str, [_int]),
    "renju_opening_kanji": (_str, [_int]),
    "renju_opening_direct": (_int, [_int]),
    "renju_record_export": (_int, [_game, _int, _buf, _size]),
    "renju_record_import": (_int, [_game, _int, _str, _size, _int]),
    "renju_record_import_next": (_int, [_game, _int, _str, _size, _size_p, _int]),
    "renju_record_warnings": (_int, [_game]),
    "renju_record_warning": (_str, [_game, _int, _int_p, _int_p, _int_p, _int_p]),
    "renju_rules_from_name": (_int, [_str, _int_p, _int_p, _int_p]),
    "renju_record_error_position": (_int, [_game, _int_p, _int_p, _int_p]),
    "renju_tag_set": (_int, [_game, _str, _str]),
    "renju_tag_get": (_int, [_game, _str, _buf, _size]),
    "renju_tag_name": (_str, [_int]),
    "renju_tree_export": (_int, [_game, _int, _buf, _size]),
    "renju_node_export": (_int, [_game, _int, _buf, _size]),
    "renju_record_charset_set": (_int, [_game, _str]),
    "renju_record_charset_get": (_int, [_game, _buf, _size]),
    "renju_format_name": (_str, [_int]),
    "renju_format_from_name": (_int, [_str]),
    "renju_tree_node": (_int, [_game]),
    "renju_tree_root": (_int, [_game]),
    "renju_tree_parent": (_int, [_game]),
    "renju_tree_child": (_int, [_game, _int]),
    "renju_tree_sibling": (_int, [_game, _int]),
    "renju_tree_goto": (_int, [_game, _int]),
    "renju_tree_follow": (_int, [_game, _int_p, _size]),
    "renju_tree_mode_set": (_int, [_game, _int]),
    "renju_tree_mode_get": (_int, [_game]),
    "renju_tree_delete": (_int, [_game, _int]),
    "renju_tree_promote": (_int, [_game, _int]),
    "renju_tree_path": (_int, [_game, _int, _int_p, _size]),
    "renju_node_count": (_int, [_game]),
    "renju_node_parent": (_int, [_game, _int]),
    "renju_node_depth": (_int, [_game, _int]),
    "renju_node_index": (_int, [_game, _int]),
    "renju_node_next": (_int, [_game, _int]),
    "renju_node_children": (_int, [_game, _int, _int_p, _size]),
    "renju_node_action": (_int, [_game, _int, _int_p, _int_p]),
    "renju_node_flags": (_int, [_game, _int]),
    "renju_node_flag_set": (_int, [_game, _int, _int, _int]),
    "renju_node_offers": (_int, [_game, _int, _int_p, _size]),
    "renju_node_line": (_int, [_game, _int, _int_p, _size]),
    "renju_node_error": (_int, [_game, _int, _int_p, _buf, _size]),
    "renju_node_comment_set": (_int, [_game, _int, _str]),
    "renju_node_comment_get": (_int, [_game, _int, _buf, _size]),
    "renju_node_name_set": (_int, [_game, _int, _str]),
    "renju_node_name_get": (_int, [_game, _int, _buf, _size]),
    "renju_node_label_set": (_int, [_game, _int, _int, _str]),
    "renju_node_label_get": (_int, [_game, _int, _int, _buf, _size]),
    "renju_node_labels": (_int, [_game, _int, _int_p, _size]),
    "renju_node_mark_set": (_int, [_game, _int, _int, _int]),
    "renju_node_mark_get": (_int, [_game, _int, _int]),
    "renju_node_marks": (_int, [_game, _int, _int_p, _int_p, _size]),
    "renju_node_setup": (_int, [_game, _int, _int_p, _int_p, _size]),
    "renju_node_properties": (_int, [_game, _int, _buf, _size]),
    "renju_index_new": (_int, [_index_p]),
    "renju_index_new_custom": (_int, [_index_p, ALLOC_FN, FREE_FN, ctypes.c_void_p]),
    "renju_index_free": (None, [_index]),
    "renju_index_errmsg": (_str, [_index]),
    "renju_index_add": (_int, [_index, _game, _int, _str]),
    "renju_index_games": (_int, [_index]),
    "renju_index_positions": (_int, [_index]),
    "renju_index_label": (_str, [_index, _int]),
    "renju_index_result": (_int, [_index, _int]),
    "renju_index_write": (_int, [_index, WRITE_FN, ctypes.c_void_p]),
    "renju_index_open": (_int, [_index, _data, _size]),
    "renju_index_find": (_int, [_index, _game, _int_p, _size]),
    "renju_index_next": (_int, [_index, _game, _int_p, _size]),
}

_lock = threading.Lock()
_lib: Optional[ctypes.CDLL] = None
_request: Optional[str] = None     # what was asked: None (the own copy), a path, "system"
_path: Optional[str] = None        # what was loaded: a path or a loader name


def bundled_path() -> str:
    """Where the package's own copy of the library is (or would be)."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), BUNDLED_NAME)


def _candidates(which: str) -> List[str]:
    """The files or loader names to try for a request, in order."""
    if which == "system":
        found = ctypes.util.find_library("renju")
        return ([found] if found else []) + [n for n in SYSTEM_NAMES if n != found]
    return [which]


def _declare(lib: ctypes.CDLL, where: str) -> None:
    """Give every function its types; a library that lacks some is refused."""
    missing = [name for name in PROTOTYPES if not hasattr(lib, name)]
    if missing:
        version = "an unknown version"
        if hasattr(lib, "renju_version_string"):
            lib.renju_version_string.restype = _str
            version = "version " + lib.renju_version_string().decode("ascii", "replace")
        raise LibraryNotFound(
            "%s is librenju %s, which lacks %s: this package needs the functions of "
            "librenju's own version" % (where, version, ", ".join(missing[:5])
                                        + (", ..." if len(missing) > 5 else "")))
    for name, (restype, argtypes) in PROTOTYPES.items():
        fn = getattr(lib, name)
        fn.restype = restype
        fn.argtypes = argtypes


def load_library(which: Union[str, "os.PathLike[str]", None] = None) -> ctypes.CDLL:
    """Load librenju (once) and return it.

    which is a path to a librenju shared library, or "system" for the installed
    librenju as the dynamic loader finds it; None means the environment variable
    RENJU_LIBRARY, or if it is unset or empty the package's own copy.  Only one library
    is loaded per process: asking for another once one is loaded raises RuntimeError.
    LibraryNotFound (an ImportError) names every place that was looked at.
    """
    global _lib, _request, _path
    if which is None:
        which = os.environ.get(ENVIRONMENT) or None
        how = "%s=%s" % (ENVIRONMENT, which) if which else "the package's own copy"
    else:
        which = os.fspath(which)
        how = "load_library(%r)" % (which,)
    with _lock:
        if _lib is not None:
            if which is not None and which != _request:
                raise RuntimeError("librenju is already loaded from %s" % _path)
            return _lib
        tried = []
        names = _candidates(which) if which is not None else [bundled_path()]
        for name in names:
            try:
                lib = ctypes.CDLL(name)
            except OSError as err:
                text = str(err)
                tried.append(text if name in text else "%s: %s" % (name, text))
                continue
            _declare(lib, name)
            _lib, _request, _path = lib, which, name
            return lib
        hint = ("install the package with pip, which compiles it, or set %s to the path "
                "of a librenju shared library, or to \"system\" for the installed one"
                % ENVIRONMENT)
        if which is not None:
            hint = "%s names a librenju shared library, or \"system\"" % ENVIRONMENT
        raise LibraryNotFound("librenju not found (%s): tried %s; %s"
                              % (how, "; ".join(tried), hint))


def library() -> ctypes.CDLL:
    """The loaded library, loading it on first use."""
    lib = _lib
    return lib if lib is not None else load_library()


def library_path() -> Optional[str]:
    """What the library was loaded from (a path or a loader name); None before it is
    loaded."""
    return _path
