import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './PhoneInput';

function Controlled({ initial, onValue }: { initial: string | null; onValue: (value: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput
        aria-label="Телефон"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button onClick={() => setValue(null)}>Очистить</button>
    </>
  );
}

afterEach(cleanup);

const type = (input: HTMLElement, text: string) => fireEvent.input(input, { target: { value: text } });

describe('PhoneInput', () => {
  it.each([
    ['89161234567', '+7-916-123-45-67', '+79161234567'],
    ['+7 (916) 123-45-67', '+7-916-123-45-67', '+79161234567'],
    ['9161234567', '+7-916-123-45-67', '+79161234567'],
    ['916', '+7-916', '+7916'],
  ])('%s is shown as %s and emitted as %s', (typed, shown, emitted) => {
    const onValue = vi.fn();
    render(<Controlled initial={null} onValue={onValue} />);
    const input = screen.getByLabelText('Телефон');
    type(input, typed);
    expect(input).toHaveProperty('value', shown);
    expect(onValue).toHaveBeenLastCalledWith(emitted);
  });

  it('keeps a number typed one digit at a time (the 9-digit step is no 10-digit local number)', () => {
    const onValue = vi.fn();
    render(<Controlled initial={null} onValue={onValue} />);
    const input = screen.getByLabelText('Телефон') as HTMLInputElement;
    for (const digit of '89161234567') type(input, input.value + digit);
    expect(input.value).toBe('+7-916-123-45-67');
    expect(onValue).toHaveBeenLastCalledWith('+79161234567');
  });

  it('shows a stored number masked and emits null when emptied', () => {
    const onValue = vi.fn();
    render(<Controlled initial="+79035550000" onValue={onValue} />);
    const input = screen.getByLabelText('Телефон');
    expect(input).toHaveProperty('value', '+7-903-555-00-00');
    type(input, '');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('follows a value set from outside', () => {
    render(<Controlled initial="+79035550000" onValue={() => {}} />);
    fireEvent.click(screen.getByText('Очистить'));
    expect(screen.getByLabelText('Телефон')).toHaveProperty('value', '');
  });

  // a script's one-step fill, a paste over a selection and a cut all replace the whole text in one event
  it.each([
    ['fill with a 10-digit number', '9161234567', '+7-916-123-45-67', '+79161234567'],
    ['fill with an 8 number', '89035550000', '+7-903-555-00-00', '+79035550000'],
    ['paste a formatted number', '+7 (916) 123-45-67', '+7-916-123-45-67', '+79161234567'],
    ['fill with a few digits', '916', '+7-916', '+7916'],
    ['fill with nothing (a cut of everything)', '', '', null],
  ])('replaces a filled number at once: %s', (_case, replacement, shown, emitted) => {
    const onValue = vi.fn();
    render(<Controlled initial="+79035550000" onValue={onValue} />);
    const input = screen.getByLabelText('Телефон') as HTMLInputElement;
    input.setSelectionRange(0, input.value.length);
    fireEvent.change(input, { target: { value: replacement } });
    expect(input.value).toBe(shown);
    expect(onValue).toHaveBeenLastCalledWith(emitted);
  });

  it('takes a new number typed after clearing a filled one', () => {
    const onValue = vi.fn();
    render(<Controlled initial="+79035550000" onValue={onValue} />);
    const input = screen.getByLabelText('Телефон') as HTMLInputElement;
    type(input, '');
    for (const digit of '9161234567') type(input, input.value + digit);
    expect(input.value).toBe('+7-916-123-45-67');
    expect(onValue).toHaveBeenLastCalledWith('+79161234567');
  });

  it('drops the digits of a paste beyond the number', () => {
    const onValue = vi.fn();
    render(<Controlled initial="+79035550000" onValue={onValue} />);
    const input = screen.getByLabelText('Телефон') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '+7-903-555-00-0012345' } });
    expect(input.value).toBe('+7-903-555-00-00');
    expect(onValue).toHaveBeenLastCalledWith('+79035550000');
  });
});
