/* check_import_next.c - TODO(describe) */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"

START_TEST(test_placeholder)
{
    ck_assert_int_eq(1, 1);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("import_next");
    TCase *tc = tcase_create("core");

    tcase_add_test(tc, test_placeholder);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(suite());
    int failed;

    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
