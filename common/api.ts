// Endpoint paths of the API, relative to the API base `/api`. The requests and answers of each
// call are zod schemas in common/schemas/<area>.ts, used by the route and (as types) the client.
export const API_BASE = '/api';

export const API = {
  health: '/health',
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
  /** GET ?token=: the set-password page of a one-use link (npm run admin:create); POST: its form. */
  resetPassword: '/auth/reset-password',
  classEvents: '/class_events',
  /** GET: the live room's ICE servers and transport (settings ICE_SERVERS, LIVE_TRANSPORT). */
  liveSettings: '/live_settings',
  /** GET /chat_files/{messageId}: a chat file, to the class's two members only. */
  chatFiles: '/chat_files',
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
  adminApplications: '/admin/admission_applications',
  adminApplicationsCsv: '/admin/admission_applications.csv',
  adminAdmissionFiles: '/admin/admission_files',
} as const;
