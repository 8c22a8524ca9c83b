import { useLocation } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useGroup } from '@/features/sections/api/get-group';
import { OrderingForm } from '@/features/ordering/components/ordering-form';
import { ruSections } from '@/i18n/ru-sections';
import { OrderingShell } from './ordering-shell';
import { useHolders, useNumberParams } from './route-params';

/**
 * spec §2.2 /payment/order/section-ordering: the rate of an approved application, for the
 * member it was made for (the server checks both).
 */
export default function SectionOrderingPage() {
  const { complexId, groupId, rateId } = useNumberParams('complexId', 'groupId', 'rateId');
  const memberId = new URLSearchParams(useLocation().search).get('memberId') ?? '';
  const holders = useHolders();
  const selected = complexId > 0 && groupId > 0 && rateId > 0 && memberId !== '';
  const q = useGroup(complexId, selected ? groupId : 0);
  const found = q.data;
  const rate = found?.rates.find((r) => r.id === rateId);
  const member = found?.group.sectionGroupMemberList.find((m) => m.id === memberId);
  return (
    <OrderingShell
      backHref={paths.mySections}
      selected={selected}
      query={q}
      form={
        found && rate && member
          ? () => (
              <OrderingForm
                complexId={complexId}
                title={found.section.name}
                details={[ruSections.groupLabel(found.group.name), rate.category]}
                unitPriceKopecks={rate.cost}
                forChildren
                holderChildId={member.childId}
                isPackage
                maxQuantity={1}
                holders={holders}
                lineFor={() => ({
                  kind: 'SECTION_GROUP',
                  sectionMemberId: member.id,
                  rateId: rate.id,
                })}
              />
            )
          : null
      }
    />
  );
}
