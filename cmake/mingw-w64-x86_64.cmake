# SPDX-License-Identifier: MIT
# mingw-w64-x86_64.cmake - a toolchain file for a Windows (x86_64) build with Debian's
# mingw-w64 (apt-get install mingw-w64), whose programs CTest runs under wine:
#   cmake -S . -B build-win -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake
#   cmake --build build-win -j2 && ctest --test-dir build-win
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(_mingw x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${_mingw}-gcc)
set(CMAKE_RC_COMPILER ${_mingw}-windres)
find_program(CMAKE_AR ${_mingw}-ar)
find_program(CMAKE_RANLIB ${_mingw}-ranlib)
set(CMAKE_FIND_ROOT_PATH /usr/${_mingw})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# the libgcc the programs need is linked in, so that wine finds no DLL missing
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static-libgcc")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc")
find_program(_renju_wine NAMES wine wine64)
if(_renju_wine)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${_renju_wine})
endif()
# the build machine's pkg-config files are not for Windows (Check, libxml2)
set(ENV{PKG_CONFIG_LIBDIR} "/usr/${_mingw}/lib/pkgconfig")
set(ENV{PKG_CONFIG_PATH} "")
