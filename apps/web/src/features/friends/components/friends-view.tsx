import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ruFriends as t } from '@/i18n/ru-friends';
import { SegmentTabs } from '@/ui/segment-tabs';
import { useFriends } from '../api/get-friends';
import { useRequests } from '../api/get-requests';
import { FriendList } from './friend-list';
import { InviteSheet } from './invite-sheet';
import { FindableToggle, PhoneSearch } from './phone-search';
import { RequestList } from './request-list';
import './friends.css';

const TABS = ['friends', 'incoming', 'outgoing'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/**
 * /tabs/profile/friends (issue 14): «Пригласить друга», «Найти по номеру телефона», the tabs
 * Друзья / Входящие / Исходящие (`?tab=` keeps the tab, so a notification opens its list), and
 * whether my own number finds me.
 */
export function FriendsView() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'friends';
  const [inviting, setInviting] = useState(false);
  const [byPhone, setByPhone] = useState(false);
  const counts = {
    friends: useFriends().data?.friends.length ?? 0,
    incoming: useRequests('incoming').data?.requests.length ?? 0,
    outgoing: useRequests('outgoing').data?.requests.length ?? 0,
  };
  const options = TABS.map((value) => ({
    value,
    label: t.tabCount(t.tabs[value], counts[value]),
  }));
  return (
    <div className="sk-friends">
      <div className="sk-friends__actions">
        <button
          type="button"
          className="sk-button sk-button--block"
          onClick={() => setInviting(true)}
        >
          {t.invite}
        </button>
        <button
          type="button"
          className="sk-button sk-button--secondary sk-button--block"
          aria-expanded={byPhone}
          onClick={() => setByPhone((v) => !v)}
        >
          {t.byPhone}
        </button>
      </div>
      {byPhone ? <PhoneSearch /> : null}
      <SegmentTabs
        label={t.tabsLabel}
        value={tab}
        options={options}
        onChange={(next) => setParams(next === 'friends' ? {} : { tab: next }, { replace: true })}
      />
      <div role="tabpanel" aria-label={t.tabs[tab]} className="sk-friends__panel-list">
        {tab === 'friends' ? <FriendList /> : <RequestList direction={tab} />}
      </div>
      <FindableToggle />
      <InviteSheet open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}
