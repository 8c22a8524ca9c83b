import { PART_MAX_CAPACITY, type LayoutPart } from '@sportkarta/contract/api/venue-layouts';

// Issue 25: a place's parts (a flat list, parents first) as the tree the editor draws.

export interface PartNode extends LayoutPart {
  children: PartNode[];
}

/** The root with its children in the server's order; null for a place without a layout. */
export function treeOf(parts: readonly LayoutPart[]): PartNode | null {
  const nodes = new Map(parts.map((p) => [p.id, { ...p, children: [] as PartNode[] }]));
  let root: PartNode | null = null;
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === null) root = node;
  }
  return root;
}

/** A leaf's capacity as typed: a whole number 1…10 000, or null. */
export function capacityOf(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,5}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= PART_MAX_CAPACITY ? n : null;
}

/** «Дорожка N» for the next child of a group whose children are lanes. */
export function nextName(group: PartNode, named: (n: number) => string): string {
  return named(group.children.length + 1);
}

/** A group `node` may move to: every group of the tree but its own, itself and those under it. */
export function groupsFor(root: PartNode, node: PartNode): { id: number; label: string }[] {
  const found: { id: number; label: string }[] = [];
  const walk = (n: PartNode, trail: string[]) => {
    if (n.id === node.id || n.capacity !== null) return;
    const label = [...trail, n.name];
    if (n.id !== node.parentId) found.push({ id: n.id, label: label.join(' › ') });
    n.children.forEach((c) => walk(c, label));
  };
  walk(root, []);
  return found;
}
