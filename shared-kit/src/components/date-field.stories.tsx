import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DateField, type DateFieldProps } from './date-field';

// The field is controlled: the story keeps its value so typing and picking show.
function Stateful(props: DateFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateField
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'shared-kit/DateField',
  component: Stateful,
  args: { label: 'Ngày đi', value: '20261125', onChange: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search date: DD/MM/YYYY in any browser language; emptied or half typed, it returns to its day on leaving. */
export const SearchDate: Story = {};
/** A birthday: YYYY-MM-DD on the ticket, clearable, no day after today; empty, it shows DD/MM/YYYY. */
export const Birthday: Story = { args: { label: 'Ngày sinh', value: '', valueFormat: 'YYYY-MM-DD', clearable: true, disableFuture: true } };
export const Disabled: Story = { args: { disabled: true } };
