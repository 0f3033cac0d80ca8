/** The lesson's room on the site: where a reminder's link and a calendar event's URL lead. */
export const lessonRoomUrl = (siteUrl: string, classId: number) => `${siteUrl}/live-class/${classId}`;
