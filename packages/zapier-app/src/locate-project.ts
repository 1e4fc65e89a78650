/** Finding a project by id when its kind may be unknown (the service keeps one collection per kind). */
import {
  findJob,
  PROJECT_KINDS,
  type Client,
  type Project,
  type ProjectKind,
} from '@genservice/core/internal';

/**
 * The project and its kind: the given kind only, or video, image and audio in turn; undefined
 * when none has it. Reads end by `deadline` (ms epoch) when given.
 */
export async function locateProject(
  client: Client,
  id: string,
  kind?: unknown,
  deadline?: number,
): Promise<{ kind: ProjectKind; project: Project } | undefined> {
  const kinds = PROJECT_KINDS.includes(kind as ProjectKind) ? [kind as ProjectKind] : PROJECT_KINDS;
  for (const k of kinds) {
    const project = await findJob(client.jobs, k, id, { deadline });
    if (project) return { kind: k, project: project as Project };
  }
  return undefined;
}
