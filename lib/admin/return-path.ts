/** Where to go after signing in: a console path on this site only, never another origin. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/admin') || value.startsWith('//') || /[\\\s]/.test(value))
    return '/admin/applications';
  return value;
}
