/* SPDX-License-Identifier: MIT */
/* main.c - built by make installcheck against the installed library through CMake:
 * the header and the library it finds must be the same version, and a game must play. */
#include <stdio.h>
#include <renju.h>

int main(void)
{
    renju_game *g = NULL;
    if (renju_version_number() != RENJU_VERSION_NUMBER) {
        fprintf(stderr, "header %s, library %s\n", RENJU_VERSION_STRING, renju_version_string());
        return 1;
    }
    if (renju_game_new(&g, RENJU_RULES_RENJU, 15) != RENJU_OK
        || renju_play(g, renju_point(g, 7, 7)) != RENJU_OK) {
        fprintf(stderr, "cannot play a move\n");
        return 1;
    }
    renju_game_free(g);
    printf("librenju %s through CMake: ok\n", renju_version_string());
    return 0;
}
