import { describe, expect, it } from 'vitest';
import { courseByPath } from '../../../common/courses.ts';
import { courseJsonLd } from './course-json-ld.ts';
import { headTags } from './head-tags.ts';

describe('Course structured data', () => {
  it('describes the course with one instance per plan it offers', () => {
    const piano = courseByPath('/piano');
    const production = courseByPath('/music-production');
    if (!piano || !production) throw new Error('courses missing');
    expect(courseJsonLd(piano)).toMatchObject({
      '@type': 'Course',
      name: 'Piano / Keyboard',
      provider: { '@type': 'EducationalOrganization' },
    });
    expect(courseJsonLd(piano).hasCourseInstance.map((i) => i.description)).toEqual([
      '10 sessions over 5 to 10 weeks',
      '24 sessions over 3 to 6 months',
      '48 sessions over 6 months to 1 year',
    ]);
    expect(courseJsonLd(production).hasCourseInstance.map((i) => i.name)).toEqual([
      'Music Production Quarter Course',
      'Music Production Certification Course',
    ]);
  });

  it('is in the head of course pages only', () => {
    expect(headTags('/violin')).toContain('"@type":"Course"');
    expect(headTags('/faq')).not.toContain('"@type":"Course"');
  });
});
