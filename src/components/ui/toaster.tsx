import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import type { CreateToasterReturn } from '@chakra-ui/react';

import { MESSAGE_DEFAULTS, NOTIFICATION_DEFAULTS } from './toast-defaults.ts';

// spec §9 toast defaults: messages 3 s with a top offset of 65; notifications 4.5 s,
// top right, offsets 24. Two stores, because a Chakra toaster has one placement.
const px = (value: number) => `${value}px`;

/** Short messages at the top centre (antd's `message`). */
const messageToaster = createToaster({
  placement: 'top',
  duration: MESSAGE_DEFAULTS.durationMs,
  offsets: { top: px(MESSAGE_DEFAULTS.topPx), right: '0px', bottom: '0px', left: '0px' },
  max: 3,
});

/** Titled notifications at the top right (antd's `notification`). */
const notificationToaster = createToaster({
  placement: NOTIFICATION_DEFAULTS.placement,
  duration: NOTIFICATION_DEFAULTS.durationMs,
  offsets: {
    top: px(NOTIFICATION_DEFAULTS.topPx),
    right: px(NOTIFICATION_DEFAULTS.sidePx),
    bottom: px(NOTIFICATION_DEFAULTS.bottomPx),
    left: px(NOTIFICATION_DEFAULTS.sidePx),
  },
  max: 5,
});

/** Shows a short error message, e.g. a business error of a call (spec §8). */
export function showErrorMessage(message: string): void {
  messageToaster.create({ type: 'error', description: message });
}

/** Shows a short success or info message. */
export function showMessage(message: string, type: 'success' | 'info' = 'info'): void {
  messageToaster.create({ type, description: message });
}

/** Shows a titled error notification, e.g. `请求错误 401` for an HTTP error (spec §8). */
export function showErrorNotification(title: string, description: string): void {
  notificationToaster.create({ type: 'error', title, description, closable: true });
}

function ToastList({ toaster }: { toaster: CreateToasterReturn }) {
  return (
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }}>
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
          </Stack>
          {toast.closable ? <Toast.CloseTrigger /> : null}
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}

/** Where messages and notifications appear; mounted once by the app provider. */
export function Toaster() {
  return (
    <Portal>
      <ToastList toaster={messageToaster} />
      <ToastList toaster={notificationToaster} />
    </Portal>
  );
}
