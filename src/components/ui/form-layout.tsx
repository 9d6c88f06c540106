import { Alert, Box, HStack, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/** A narrow card that holds one form (sign-in, password pages). */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <Box maxW="md" mx="auto" bg="bg" borderWidth="1px" borderRadius="lg" boxShadow="sm" p="8">
      {children}
    </Box>
  );
}

/** A form whose fields stack vertically. `noValidate`: the forms' own messages speak, not the browser's. */
export function Form({ onSubmit, label, children }: { onSubmit: FormEventHandler<HTMLFormElement>; label: string; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4" mt="4">
        {children}
      </Stack>
    </form>
  );
}

/** Buttons side by side. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return (
    <HStack gap="3" wrap="wrap">
      {children}
    </HStack>
  );
}

/** An error that belongs to a whole form (e.g. the server's 手机号或密码错误), shown inline. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
