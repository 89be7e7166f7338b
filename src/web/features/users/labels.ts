import { PROVINCES, ROLES } from '../../../shared/domain.js';
import { ROLE_LABELS } from '../../../shared/labels.js';

export const provinceName = (code: number | null) => PROVINCES.find((p) => p.code === code)?.name ?? '—';
export const roleOptions = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));
