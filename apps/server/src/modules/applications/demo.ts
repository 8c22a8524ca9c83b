import { demoRows } from '../../lib/demo-copy-step';
import { insertProposal } from './repository';

// Issue 14 "Data": a fresh demo person has proposed two venues — one accepted weeks ago, one
// still waiting — so «Мои заявки» shows proposals beside the child's section applications.

const DAY_MS = 86_400_000;

const DEMO_PROPOSALS = [
  {
    name: 'Хоккейная коробка у школы № 1260',
    address: 'Москва, улица Профсоюзная, 93',
    lat: 55.6625,
    lon: 37.5254,
    sportTypeIds: [9],
    status: 'NEW',
    daysAgo: 3,
  },
  {
    name: 'Воркаут-площадка в парке «Сокольники»',
    address: 'Москва, Сокольнический Вал, 1, стр. 1',
    lat: 55.7928,
    lon: 37.6766,
    sportTypeIds: [17],
    status: 'APPROVED',
    daysAgo: 20,
  },
] as const;

export const applicationsDemoCopy = demoRows(async (tx, { userId, now }) => {
  for (const { daysAgo, ...p } of DEMO_PROPOSALS) {
    await insertProposal(tx, {
      ...p,
      userId,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
    });
  }
});
