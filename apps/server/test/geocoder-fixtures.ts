import type { Db } from '../src/db/client';
import { gazetteer } from '../src/db/schema';

// The geocoder tests' own gazetteer (the demo seed is off in these apps).

export const GAZETTEER_ROWS = [
  {
    id: 'adm_div:arbat',
    type: 'adm_div',
    name: 'Арбат',
    fullName: 'Москва, Арбат',
    addressName: null,
    lat: 55.7495,
    lon: 37.592,
    search: 'арбат район цао',
    rank: 3,
  },
  {
    id: 'street:ulitsa-arbat',
    type: 'street',
    name: 'улица Арбат',
    fullName: 'Москва, улица Арбат',
    addressName: null,
    lat: 55.7502,
    lon: 37.5935,
    search: 'улица арбат ул арбат',
    rank: 2,
  },
  {
    id: 'street:tverskaya-ulitsa',
    type: 'street',
    name: 'Тверская улица',
    fullName: 'Москва, Тверская улица',
    addressName: null,
    lat: 55.7616,
    lon: 37.609,
    search: 'тверская улица тверская ул',
    rank: 2,
  },
  {
    id: 'street:1-ya-tverskaya-yamskaya-ulitsa',
    type: 'street',
    name: '1-я Тверская-Ямская улица',
    fullName: 'Москва, 1-я Тверская-Ямская улица',
    addressName: null,
    lat: 55.7714,
    lon: 37.5948,
    search: '1-я тверская-ямская улица 1-я тверская-ямская ул',
    rank: 2,
  },
  {
    id: 'building:tverskaya-ulitsa-13',
    type: 'building',
    name: 'Тверская улица, 13',
    fullName: 'Москва, Тверская улица, 13',
    addressName: 'Тверская улица, 13',
    lat: 55.7618,
    lon: 37.6083,
    search: 'тверская улица, 13 тверская ул 13',
    rank: 1,
  },
  {
    id: 'building:ulitsa-arbat-104-korp-1',
    type: 'building',
    name: 'улица Арбат, 104, корп. 1',
    fullName: 'Москва, улица Арбат, 104, корп. 1',
    addressName: 'улица Арбат, 104, корп. 1',
    lat: 55.7499,
    lon: 37.5881,
    search: 'улица арбат, 104, корп. 1 ул арбат 104, корп. 1',
    rank: 1,
  },
  {
    id: 'attraction:1',
    type: 'attraction',
    name: 'Бассейн «Чайка»',
    fullName: 'Москва, Бассейн «Чайка»',
    addressName: 'Турчанинов переулок, 3',
    lat: 55.7353,
    lon: 37.594,
    search: 'бассейн чайка',
    rank: 2,
  },
  {
    id: 'attraction:2',
    type: 'attraction',
    name: 'Бассейн «Чайка»',
    fullName: 'Москва, Бассейн «Чайка»',
    addressName: 'Зеленоград, корпус 1',
    lat: 55.99,
    lon: 37.2,
    search: 'бассейн чайка',
    rank: 2,
  },
];

export async function insertGazetteer(db: Db): Promise<void> {
  await db.insert(gazetteer).values(GAZETTEER_ROWS).onConflictDoNothing();
}
