import { Button as ChakraButton } from '@chakra-ui/react';
import type { MouseEventHandler, ReactNode, Ref } from 'react';

export interface ButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit';
  /** primary: the one main action of a form; secondary: everything else; ghost: header links. */
  variant?: 'primary' | 'secondary' | 'ghost';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  /** The button element (focus it: the safe button of a confirm dialog). */
  ref?: Ref<HTMLButtonElement>;
}

const VARIANTS = { primary: 'solid', secondary: 'outline', ghost: 'ghost' } as const;

/** The portal's button. */
export function Button({ variant = 'secondary', type = 'button', fullWidth = false, ...props }: ButtonProps) {
  return (
    <ChakraButton
      colorPalette={variant === 'ghost' ? 'gray' : 'blue'}
      variant={VARIANTS[variant]}
      color={variant === 'ghost' ? 'inherit' : undefined}
      _hover={variant === 'ghost' ? { bg: 'whiteAlpha.300' } : undefined}
      type={type}
      width={fullWidth ? 'full' : undefined}
      {...props}
    />
  );
}
