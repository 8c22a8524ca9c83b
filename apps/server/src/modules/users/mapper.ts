import type { User } from '@sportkarta/contract/api/user';
import { photoUrl } from '../../lib/photo-store';
import type { UserRow } from './repository';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    middleName: row.middleName ?? '',
    birthDate: row.birthDate,
    gender: row.gender === 'M' || row.gender === 'F' ? row.gender : null,
    email: row.email ?? '',
    phone: row.phone,
    photo: photoUrl(row.photo),
    inn: row.inn ?? '',
    loginMethod: row.loginMethod === 'SBER_ID' ? 'SBER_ID' : 'PHONE',
    isDemo: row.isDemo,
  };
}
