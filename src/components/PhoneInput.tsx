import { Input, type InputProps } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { formatPhone, phoneFromMasked } from '../lib/phone';
import type { Masked } from 'imask';

// core.md §5.4: +7-XXX-XXX-XX-XX, a leading 8 becomes the 7.
const phoneMask = {
  mask: '+{7}-000-000-00-00',
  prepareChar: (char: string, masked: Masked) => (masked.value === '' && char === '8' ? '7' : char),
};

type PhoneInputProps = Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value?: string | null;
  onChange?: (phone: string | null) => void;
};

// Emits '+7XXXXXXXXXX', null when empty, and the partial '+7…' while typing (the field's rule refuses it).
export function PhoneInput({ value, onChange, placeholder = '+7-XXX-XXX-XX-XX', ...inputProps }: PhoneInputProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onAccept = useCallback((masked: string) => onChangeRef.current?.(phoneFromMasked(masked)), []);
  const { ref, value: masked, setValue } = useIMask<HTMLInputElement>(phoneMask, { onAccept });

  // a value set from outside (cancel, reset, another row) replaces what the mask holds; compared as the
  // mask reads it, since a number still being typed ('+7916123456') is no whole number to normalise
  useEffect(() => {
    const outside = value ? formatPhone(value) : '';
    if (phoneFromMasked(outside) !== phoneFromMasked(masked)) setValue(outside);
    // only the outside value drives this; the mask's own changes arrive through onAccept
  }, [value]);

  return (
    <Input
      {...inputProps}
      ref={(input) => {
        ref.current = input?.input ?? null;
      }}
      value={masked}
      placeholder={placeholder}
      inputMode="tel"
      autoComplete="tel"
    />
  );
}
