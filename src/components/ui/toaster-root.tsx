import { Toaster as ChakraToaster, Stack, Toast, createToaster } from '@chakra-ui/react';
import type { CreateToasterReturn } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';

import { UiProvider } from './provider.tsx';
import { MESSAGE_DEFAULTS, NOTIFICATION_DEFAULTS } from './toast-defaults.ts';
import type { Toast as Notice } from './toaster.tsx';

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

function Toasters() {
  return (
    <UiProvider>
      <ToastList toaster={messageToaster} />
      <ToastList toaster={notificationToaster} />
    </UiProvider>
  );
}

/**
 * Mounts the toasters in a root of their own at the end of `<body>` (loaded by `toaster.tsx` on the
 * first toast, so no page carries Chakra's toaster before it shows one) and answers how to show one.
 */
export function mountToasters(): (notice: Notice) => void {
  const container = document.createElement('div');
  container.dataset['toasters'] = '';
  document.body.append(container);
  createRoot(container).render(<Toasters />);
  return (notice) => {
    if (notice.kind === 'notification') {
      notificationToaster.create({ type: 'error', title: notice.title, description: notice.message, closable: true });
    } else {
      messageToaster.create({ type: notice.type, description: notice.message });
    }
  };
}
