import { webProject } from './vitest.shared';

export default webProject(true);
