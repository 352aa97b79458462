import { Input, type InputProps, type InputRef } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { phoneFromMasked } from '../lib/phone';
import { maskPhoneInput } from '../lib/phoneMask';

type PhoneInputProps = Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value?: string | null;
  onChange?: (phone: string | null) => void;
};

const shownFor = (value: string | null | undefined) => maskPhoneInput(value ?? '').text;

// core.md §5.4: +7-XXX-XXX-XX-XX. Emits '+7XXXXXXXXXX', null when empty, and the partial '+7…' while typing
// (the field's rule refuses it). Every change is masked from the whole text the input holds, so a paste, a
// cut or a one-step replacement (a script's fill) gives the same digits as typing them.
export function PhoneInput({ value, onChange, placeholder = '+7-XXX-XXX-XX-XX', ...inputProps }: PhoneInputProps) {
  // a fresh object per change, so that a refused character still re-renders and puts the caret back
  const [shown, setShown] = useState(() => ({ text: shownFor(value), caret: null as number | null }));
  const inputRef = useRef<InputRef>(null);

  // a value set from outside (cancel, reset, another row) replaces what is shown, unless it is what the
  // shown text already means
  useEffect(() => {
    if ((value ?? null) !== phoneFromMasked(shown.text)) setShown({ text: shownFor(value), caret: null });
    // only the outside value drives this; typing arrives through onInputChange
  }, [value]);

  useLayoutEffect(() => {
    const input = inputRef.current?.input;
    if (shown.caret === null || !input || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(shown.caret, shown.caret);
  }, [shown]);

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: raw, selectionStart } = event.target;
    const next = maskPhoneInput(raw, selectionStart ?? raw.length);
    setShown(next);
    onChange?.(phoneFromMasked(next.text));
  };

  return (
    <Input
      {...inputProps}
      ref={inputRef}
      value={shown.text}
      onChange={onInputChange}
      placeholder={placeholder}
      inputMode="tel"
      autoComplete="tel"
    />
  );
}
