// Endpoint paths of the API, relative to the API base `/api`. The requests and answers of each
// call are zod schemas in common/schemas/<area>.ts, used by the route and (as types) the client.
export const API_BASE = '/api';

export const API = {
  health: '/health',
  /** 503 while the server starts (its database opening and migrating) or drains; 200 while it takes requests. */
  ready: '/ready',
  faqs: '/faqs.php',
  testimonials: '/testimonials.php',
  instafeeds: '/instafeeds.php',
  contactForm: '/contact_form.php',
  admissionForm: '/admission_form.php',
  teacherClassesToday: '/get_teacher_classes_today.php',
  studentActiveClass: '/get_student_active_class.php',
  checkClassAccess: '/check_class_access.php',
  verifyClassPassword: '/verify_class_password.php',
  checkMeetingStatus: '/check_meeting_status.php',
  startClass: '/start_class.php',
  updateClassAttendance: '/update_class_attendance.php',
  completeClass: '/complete_class.php',
  /** POST: the class's teacher turns music mode on or off. */
  setMusicMode: '/set_music_mode.php',
  /** POST: the class's teacher starts, changes or stops the metronome and the drone. */
  setPracticeTools: '/set_practice_tools.php',
  /** GET: the server's clock, for the practice tools' shared time line. */
  serverTime: '/server_time',
  webrtcSignaling: '/webrtc_signaling.php',
  cleanupWebrtcSignaling: '/cleanup_webrtc_signaling.php',
  classChatMessages: '/class_chat_messages.php',
  whiteboard: '/white_board.php',
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  /** POST: mails a one-use link to choose a new password (the same answer for any address). */
  forgotPassword: '/auth/forgot-password',
  /** GET ?token=: whose mailed link this is (invitation, reset or new e-mail), or 400 when dead. */
  accountLink: '/auth/account-link',
  /** POST: a reset link's token and the new password (ends every session of the account). */
  resetPassword: '/auth/reset-password',
  /** POST: an invitation's token and the person's first password. */
  acceptInvitation: '/auth/accept-invitation',
  /** POST: the token mailed to a new address; the account's e-mail becomes that address. */
  verifyEmail: '/auth/verify-email',
  /** POST: the token mailed to the old address with an e-mail change; the change stops. */
  cancelEmailChange: '/auth/cancel-email-change',
  /** GET: the signed-in person's profile. */
  profile: '/user/profile',
  /** POST: name and time zone. */
  updateProfile: '/user/update-profile',
  /** POST: the current and a new password (ends the account's other sessions). */
  changePassword: '/user/change-password',
  /** POST: a new e-mail address (changes once the link mailed there is opened). */
  changeEmail: '/user/change-email',
  /** POST: a photo (raw JPEG, PNG or WebP bytes); DELETE removes it. */
  uploadAvatar: '/user/upload-avatar',
  /** GET /avatars/{userId}?v=: a person's photo, to them, their teachers or students, and admins. */
  avatars: '/avatars',
  classEvents: '/class_events',
  /** GET: the live room's ICE servers and transport (settings ICE_SERVERS, LIVE_TRANSPORT). */
  liveSettings: '/live_settings',
  /** GET /chat_files/{messageId}: a chat file, to the class's two members only. */
  chatFiles: '/chat_files',
  /** POST (?class_id&name, the file as the body) and GET (?class_id): the class's shared scores;
   * /class_scores/{id}/file, /marked.pdf (GET), /page, /lock, /marks (POST), /marks/{markId} (DELETE). */
  classScores: '/class_scores',
  /** POST (?class_id&name, the audio file as the body) and GET (?class_id): the class's backing
   * tracks; /class_backing_tracks/{id}/file (GET) plays one. */
  classBackingTracks: '/class_backing_tracks',
  /** POST: a member's one-time link (10 minutes) for a phone to be their second camera. */
  classCameraLink: '/class_camera_link',
  /** POST: the phone uses the link once and becomes that member's camera in the class (not signed in). */
  useClassCameraLink: '/class_camera_link/use',
  myClasses: '/my_classes',
  /** POST: the class's teacher starts or stops recording the lesson. */
  updateRecordingStatus: '/update_recording_status.php',
  /** POST: one part of the lesson's recording (raw bytes, query class_id, recording_id, segment, seq). */
  uploadClassRecording: '/upload_class_recording.php',
  /** GET: the class's recording as the room sees it (either member). */
  recordingStatus: '/recording_status.php',
  /** GET: the signed-in teacher's or student's recordings. */
  myRecordings: '/my_recordings',
  /** GET /recordings/{id}/file: a recording's file (its teacher, its student, admins). */
  recordingFiles: '/recordings',
  /** GET: every recording; DELETE /admin/recordings/{id}. */
  adminRecordings: '/admin/recordings',
  adminUsers: '/admin/users',
  adminClasses: '/admin/classes',
  adminFaqs: '/admin/faqs',
  adminTestimonials: '/admin/testimonials',
  adminInstafeeds: '/admin/instafeeds',
  adminContactMessages: '/admin/contact_messages',
  /** GET (?state=open|all|<state>); GET /admin/admission_applications/{id} (with notes and history);
   * /{id}/state (POST: a new state, from the one the admin saw, with an optional note), /{id}/notes (PUT). */
  adminApplications: '/admin/admission_applications',
  adminApplicationsCsv: '/admin/admission_applications.csv',
  adminAdmissionFiles: '/admin/admission_files',
  // ---- the lesson calendar (common/schemas/calendar.ts) ----
  /** POST: a weekly series (409 naming every clash); GET /admin/series/{id}; POST /admin/series/{id}/end. */
  adminSeries: '/admin/series',
  /** POST: the lessons a series would make and every clash, storing nothing. */
  adminSeriesCheck: '/admin/series/check',
  /** POST: a weekly group class (409 naming every clash, or without Janus); GET /admin/group_classes/{id}. */
  adminGroupClasses: '/admin/group_classes',
  /** POST /janus, /janus/{session}, /janus/{session}/{handle}; GET /janus/{session} (long poll):
   * Janus's public REST API, forwarded (the browser's own token authorises each call). */
  janus: '/janus',
  /** /janus-edge/{n}/...: the same, to the n-th edge Janus (JANUS_EDGES) a recital's audience may watch on. */
  janusEdge: '/janus-edge',
  /** GET (the caller's; an admin's: all), POST; /recitals/{id} GET, PATCH (viewer cap); /{id}/stage (PUT),
   * /{id}/audience_link (POST: a new link; DELETE: revoked), /{id}/janus_token (POST: a performer's stage token),
   * /{id}/stage (GET: the stage for its performers and organiser). */
  recitals: '/recitals',
  /** GET: the signed-in student's recitals. */
  recitalsPerforming: '/recitals/performing',
  /** GET: the students a recital may have as performers. */
  recitalStudents: '/recitals/students',
  /** GET /recitals/audience/{token}?viewer=: the audience's page (no sign-in: the token is the key). */
  recitalAudience: '/recitals/audience',
  /** GET: cancelled lessons owed as make-ups. */
  adminMakeUps: '/admin/make-ups',
  /** /classes/{id}/options (GET), /free-times (GET), /reschedule-requests, /move, /cancel (POST),
   * /janus_token (POST: a group lesson's VideoRoom token for its teacher or that place's student),
   * /janus_mute (POST: its teacher mutes or unmutes a student's sound for everyone). */
  lessons: '/classes',
  /** /reschedule-requests/{id}/accept, /decline, /withdraw (POST). */
  rescheduleRequests: '/reschedule-requests',
  /** GET: the school's lesson policy figures. */
  lessonPolicy: '/lesson-policy',
  /** GET: whether a feed link exists; POST: a new link (shown once); DELETE: revoked. */
  calendarFeed: '/user/calendar-feed',
  /** GET /calendar/{token}.ics: a person's lessons as an iCalendar feed (no sign-in: the token is the key). */
  calendarFeeds: '/calendar',
  // ---- practice between lessons (common/schemas/assignments.ts) ----
  /** GET (?student_id=) and POST; /course/assignments/{id} PATCH and DELETE. */
  courseAssignments: '/course/assignments',
  /** GET ?from= (&student_id=): the week; POST an entry; /course/practice-log/{id} PATCH and DELETE. */
  practiceLog: '/course/practice-log',
  /** /course/takes/{id}/file (GET), /comments and /answer (POST); a take is sent to /course/assignments/{id}/takes. */
  practiceTakes: '/course/takes',
  // ---- enrolments, invoices and payments (common/fees, issue 44) ----
  /** GET: the price list; PUT /admin/prices/{course}/{plan}: one price. */
  adminPrices: '/admin/prices',
  /** GET (?student_id=), POST; /admin/enrolments/{id} GET, /extend, /end (POST). */
  adminEnrolments: '/admin/enrolments',
  /** GET (?status=&student_id=&q=), POST; /admin/invoices/{id} GET, PATCH (a draft), /issue, /payments, /credit-notes (POST), /pdf (GET). */
  adminInvoices: '/admin/invoices',
  /** GET /admin/payments/{id}/receipt.pdf. */
  adminPayments: '/admin/payments',
  /** /admin/reports/outstanding, /collected, /teacher-lessons (GET, ?format=csv). */
  adminReports: '/admin/reports',
  /** POST: a bank statement (CSV) read into proposed payments; /admin/statement/confirm (POST); /admin/statement/columns (GET, PUT). */
  adminStatement: '/admin/statement',
  /** GET (anyone signed in): the school's own tunings for the tuner; PUT (admins): the whole list. */
  tunings: '/tunings',
  /** GET: the signed-in student's enrolments with sessions left, invoices and payments. */
  myEnrolments: '/my_enrolments',
  /** GET /my_invoices/{id}/pdf and /my_receipts/{id}/pdf: the student's own documents. */
  myInvoices: '/my_invoices',
  myReceipts: '/my_receipts',
  // ---- running the school (server/ops, issue 46) ----
  /** GET: the scheduled backup's settings and its last success and failure (admins). */
  adminBackups: '/admin/backups',
  /** POST: a backup now, from the server that holds the embedded database (npm run backup; its token, on loopback). */
  opsBackup: '/ops/backup',
  // ---- families: lesson notes home and consents (issue 45) ----
  /** GET (?student_id=): lesson notes, the shared part only for students and guardians; the note of one
   * lesson is /classes/{id}/note (GET, PUT). */
  lessonNotes: '/lesson-notes',
  /** GET: a teacher's lessons still without a note a day after they ended (an admin's: every teacher's). */
  lessonNotesOwed: '/lesson-notes/owed',
  /** GET: a student's own consents, a guardian's children's; POST: one choice (a child's by a guardian, an adult's by the student). */
  consents: '/consents',
  /** GET: whether a teacher may record each of their students' lessons, and why not. */
  consentsTeaching: '/consents/teaching',
  /** GET: every student's consents, with who chose and when. */
  adminConsents: '/admin/consents',
  // ---- families (common/schemas/families.ts, issue 45) ----
  /** GET: the signed-in guardian's children; POST /my_children/{id}/guardians: a second guardian invited. */
  myChildren: '/my_children',
} as const;
