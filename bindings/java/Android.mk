# SPDX-License-Identifier: MIT
# ndk-build: librenju_jni.so from the library's sources and the JNI glue.  The two
# generated tables (lib/core/pattern_table.c, lib/core/poskey_table.c) are written
# first on the build machine, with its compiler, from the source tree's top:
#     cc -std=c99 -Ilib -o /tmp/pattern_gen lib/core/pattern_gen.c && /tmp/pattern_gen > lib/core/pattern_table.c
#     cc -std=c99 -Ilib -o /tmp/poskey_gen lib/core/poskey_gen.c && /tmp/poskey_gen > lib/core/poskey_table.c
# Then in Application.mk: APP_BUILD_SCRIPT := path/to/bindings/java/Android.mk
LOCAL_PATH := $(call my-dir)
RENJU_TOP := $(LOCAL_PATH)/../..

include $(CLEAR_VARS)
LOCAL_MODULE := renju_jni
LOCAL_SRC_FILES := $(wildcard $(RENJU_TOP)/lib/*/*.c) $(wildcard $(LOCAL_PATH)/jni/*.c)
LOCAL_SRC_FILES := $(filter-out %_gen.c,$(LOCAL_SRC_FILES))
LOCAL_SRC_FILES := $(LOCAL_SRC_FILES:$(LOCAL_PATH)/%=%)
LOCAL_C_INCLUDES := $(RENJU_TOP)/include $(RENJU_TOP)/lib
# -DRENJU_NO_ICONV below API 28, where bionic has no iconv
LOCAL_CFLAGS := -std=c99 -O2 -DRENJU_BUILDING -fvisibility=hidden
include $(BUILD_SHARED_LIBRARY)
