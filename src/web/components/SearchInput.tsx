import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The search box above a server-searched list; a new search starts again from the first page. */
export function SearchInput({
  value,
  placeholder,
  onChange,
}: {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label="Ara"
      // A search box (screen readers say so); what it holds is not typed work to keep (lib/unsaved-input).
      role="searchbox"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      maxLength={100}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
