/*
 * The shared user create/update dialog (C §4, C §5). It lives in `@/components/user-dialog` (floor 2) so that
 * every feature may use it (a feature never imports another: ESLint); the people screens import it from here.
 */
export * from '@/components/user-dialog';
