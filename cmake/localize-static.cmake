# SPDX-License-Identifier: MIT
# localize-static.cmake - run by the CMake build after the static library is archived,
# as Makefile.am's lib/librenju-static.stamp does: the archive's objects linked into one
# (ld -r) whose hidden symbols objcopy makes local, so that librenju.a defines only the
# public functions.
#   cmake -DAR=ar -DLD=ld -DOBJCOPY=objcopy -DRANLIB=ranlib -DARCHIVE=librenju.a -P this
set(_tmp "${ARCHIVE}.localize")
file(REMOVE_RECURSE "${_tmp}")
file(MAKE_DIRECTORY "${_tmp}")
foreach(_step
    "${LD};-r;-o;${_tmp}/librenju.o;--whole-archive;${ARCHIVE};--no-whole-archive"
    "${OBJCOPY};--localize-hidden;${_tmp}/librenju.o"
    "${AR};cr;${_tmp}/librenju.a;${_tmp}/librenju.o"
    "${RANLIB};${_tmp}/librenju.a")
  execute_process(COMMAND ${_step} RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "localizing the static library's hidden symbols failed: ${_step}")
  endif()
endforeach()
file(RENAME "${_tmp}/librenju.a" "${ARCHIVE}")
file(REMOVE_RECURSE "${_tmp}")
