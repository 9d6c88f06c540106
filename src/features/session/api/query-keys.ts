/** The session's TanStack Query keys, in one place so logout and tests name the same ones. */
export const sessionKeys = {
  all: ['session'] as const,
  currentUser: ['session', 'currentUser'] as const,
  permissions: ['session', 'permissions'] as const,
  menu: ['session', 'menu'] as const,
};
