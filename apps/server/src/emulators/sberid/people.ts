/**
 * The emulator's test people (issue 3: "a few test people"). Claims follow Sber ID's userinfo
 * (integrations.md §3): names, `phone_number`, `email`, `birthdate` YYYY-MM-DD and `gender`
 * as a number, 1 male and 2 female. The subjects are fixed so a second login finds the same person.
 */
export interface SberIdTestPerson {
  sub: string;
  given_name: string;
  family_name: string;
  middle_name: string;
  phone_number: string;
  email: string;
  birthdate: string;
  gender: 1 | 2;
}

export const SBERID_TEST_PEOPLE: readonly SberIdTestPerson[] = [
  {
    sub: 'sberid-emu-ivan-petrov',
    given_name: 'Иван',
    family_name: 'Петров',
    middle_name: 'Сергеевич',
    phone_number: '+79161234501',
    email: 'ivan.petrov@example.ru',
    birthdate: '1985-03-14',
    gender: 1,
  },
  {
    sub: 'sberid-emu-maria-smirnova',
    given_name: 'Мария',
    family_name: 'Смирнова',
    middle_name: 'Андреевна',
    phone_number: '+79161234502',
    email: 'maria.smirnova@example.ru',
    birthdate: '1992-11-02',
    gender: 2,
  },
  {
    sub: 'sberid-emu-alexey-kuznetsov',
    given_name: 'Алексей',
    family_name: 'Кузнецов',
    middle_name: 'Игоревич',
    phone_number: '+79161234503',
    email: 'alexey.kuznetsov@example.ru',
    birthdate: '1978-06-30',
    gender: 1,
  },
];

export function findTestPerson(sub: string): SberIdTestPerson | undefined {
  return SBERID_TEST_PEOPLE.find((p) => p.sub === sub);
}
