import type { Child } from '@sportkarta/contract/api/children';
import type { User } from '@sportkarta/contract/api/user';
import { memberKind, memberOptions } from './acting-member';

const user = {
  id: 'u-1',
  firstName: 'Анна',
  lastName: 'Демидова',
  middleName: '',
  birthDate: '1990-04-12',
  photo: null,
} as unknown as User;
const child = {
  id: 'c-1',
  parentId: 'u-1',
  firstName: 'Миша',
  lastName: 'Демидов',
  middleName: '',
  birthDate: '2016-09-01',
  gender: 'M',
  levelTraining: 'AMATEUR',
  photo: null,
} as Child;

describe('acting member (spec §6)', () => {
  it('the selected id equal to one’s own id is the user, any other is a child', () => {
    expect(memberKind('u-1', 'u-1')).toBe('user');
    expect(memberKind('c-1', 'u-1')).toBe('child');
  });

  it('offers self first, then the children', () => {
    const options = memberOptions(user, [child], 'Вы');
    expect(options.map((m) => [m.kind, m.id, m.name])).toEqual([
      ['user', 'u-1', 'Анна Демидова'],
      ['child', 'c-1', 'Миша Демидов'],
    ]);
  });

  it('a person without a name yet is shown by the self label', () => {
    const nameless = { ...user, firstName: '', lastName: '' } as User;
    expect(memberOptions(nameless, [], 'Вы')[0]!.name).toBe('Вы');
  });
});
