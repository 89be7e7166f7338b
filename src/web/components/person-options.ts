// Gender and province choices of a person (profile form, user management), in Turkish.
import { GENDERS, PROVINCES } from '../../shared/domain.js';

export const genderLabels: Record<(typeof GENDERS)[number], string> = {
  male: 'Erkek',
  female: 'Kadın',
  other: 'Diğer',
};
export const genderOptions = GENDERS.map((value) => ({ value, label: genderLabels[value] }));
export const provinceOptions = PROVINCES.map((p) => ({ value: String(p.code), label: p.name }));
