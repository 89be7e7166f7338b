import { Grid, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { genderOptions, provinceOptions } from './person-options.js';

type PersonField = 'firstName' | 'lastName' | 'phone' | 'birthdate' | 'gender' | 'city';

interface Props {
  /** The form's `getInputProps`: the values name the fields as the profile and user contracts do. */
  inputProps: (field: PersonField) => GetInputPropsReturnType;
  /**
   * The signed-in person's own profile: the browser may fill in their name and phone, and phone and
   * birth date are required. An admin typing someone else's details gets neither.
   */
  own?: boolean;
}

/**
 * A person's name, phone, birth date, gender and province as half-width grid columns (full width on a
 * phone), for the profile form and the admin's user form; the caller's `Grid` holds them.
 */
export function PersonFields({ inputProps, own = false }: Props) {
  const col = { base: 12, sm: 6 };
  return (
    <>
      <Grid.Col span={col}>
        <TextInput
          label="Ad"
          autoComplete={own ? 'given-name' : undefined}
          required
          {...inputProps('firstName')}
        />
      </Grid.Col>
      <Grid.Col span={col}>
        <TextInput
          label="Soyad"
          autoComplete={own ? 'family-name' : undefined}
          required
          {...inputProps('lastName')}
        />
      </Grid.Col>
      <Grid.Col span={col}>
        <TextInput
          label="Telefon"
          type="tel"
          autoComplete={own ? 'tel' : undefined}
          required={own}
          {...inputProps('phone')}
        />
      </Grid.Col>
      <Grid.Col span={col}>
        <TextInput label="Doğum Tarihi" type="date" required={own} {...inputProps('birthdate')} />
      </Grid.Col>
      <Grid.Col span={col}>
        <Select
          label="Cinsiyet"
          placeholder="Seçiniz"
          data={genderOptions}
          required
          allowDeselect={false}
          {...inputProps('gender')}
        />
      </Grid.Col>
      <Grid.Col span={col}>
        <Select label="İl" data={provinceOptions} required allowDeselect={false} {...inputProps('city')} />
      </Grid.Col>
    </>
  );
}
