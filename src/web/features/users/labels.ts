import { GENDERS, PROVINCES, ROLES } from '../../../shared/domain.js';

export const genderLabels: Record<(typeof GENDERS)[number], string> = {
  male: 'Erkek',
  female: 'Kadın',
  other: 'Diğer',
};
export const genderOptions = GENDERS.map((value) => ({ value, label: genderLabels[value] }));
export const provinceOptions = PROVINCES.map((p) => ({ value: String(p.code), label: p.name }));
export const provinceName = (code: number | null) => PROVINCES.find((p) => p.code === code)?.name ?? '—';
export const roleOptions = ROLES.map((value) => ({ value, label: value }));
