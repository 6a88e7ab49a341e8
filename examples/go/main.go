// Command publish-webrtc publishes an Ogg Opus file into a session's WebRTC room from a server,
// the way a media pipeline would, and records the Spanish translation track.
//
//	go run . speech.ogg translation_es.ogg
//
// Needs API_CLIENT_ID and API_CLIENT_SECRET (an API key) and, optionally, API_BASE_URL.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/livekit/protocol/livekit"
	lksdk "github.com/livekit/server-sdk-go/v2"
	"github.com/pion/webrtc/v4"
	"github.com/pion/webrtc/v4/pkg/media/oggwriter"
)

const (
	sourceLanguage = "en"
	targetLanguage = "es"
	voiceID        = "default_low"
	// set_task and get_task allow one message per 2 s each, counted where they arrive. Each poll
	// goes 2.5 s after the reply to the previous one: a reply cannot come before its poll arrived.
	pollInterval    = 2500 * time.Millisecond
	trailingSilence = 2 * time.Second // lets the server finish the last phrase
)

// #region session
type config struct{ baseURL, clientID, clientSecret string }

func readConfig() (config, error) {
	id, secret := strings.TrimSpace(os.Getenv("API_CLIENT_ID")), strings.TrimSpace(os.Getenv("API_CLIENT_SECRET"))
	if id == "" || secret == "" {
		return config{}, errors.New("set API_CLIENT_ID and API_CLIENT_SECRET to the Client ID and Client Secret of your API key")
	}
	base := strings.TrimSpace(os.Getenv("API_BASE_URL"))
	if base == "" {
		base = "https://api.example.com" // the default of API_BASE_URL
	}
	return config{strings.TrimRight(base, "/"), id, secret}, nil
}

type session struct {
	ID        string `json:"id"`
	Publisher string `json:"publisher"`
	WebRTCURL string `json:"webrtc_url"`
}

// callAPI sends a REST request with the API key headers and returns the status and body.
func callAPI(cfg config, method, path string, body any) (int, []byte, error) {
	var reader io.Reader
	if body != nil {
		encoded, err := json.Marshal(body)
		if err != nil {
			return 0, nil, err
		}
		reader = bytes.NewReader(encoded)
	}
	request, err := http.NewRequest(method, cfg.baseURL+path, reader)
	if err != nil {
		return 0, nil, err
	}
	request.Header.Set("ClientId", cfg.clientID)
	request.Header.Set("ClientSecret", cfg.clientSecret)
	if body != nil {
		request.Header.Set("Content-Type", "application/json")
	}
	response, err := (&http.Client{Timeout: 30 * time.Second}).Do(request)
	if err != nil {
		return 0, nil, fmt.Errorf("cannot reach %s: %w", cfg.baseURL, err)
	}
	defer response.Body.Close()
	reply, err := io.ReadAll(response.Body)
	return response.StatusCode, reply, err
}

func createSession(cfg config) (session, error) {
	status, body, err := callAPI(cfg, http.MethodPost, "/session-storage/session", map[string]any{
		"data": map[string]any{"subscriber_count": 0, "publisher_can_subscribe": true, "intent": "api", "ttl_seconds": 900},
	})
	if err != nil {
		return session{}, err
	}
	if status != http.StatusCreated {
		return session{}, fmt.Errorf("could not create a session: HTTP %d %s", status, body)
	}
	var reply struct{ Data session }
	return reply.Data, json.Unmarshal(body, &reply)
}

func deleteSession(cfg config, id string) error {
	status, body, err := callAPI(cfg, http.MethodDelete, "/session-storage/sessions/"+url.PathEscape(id), nil)
	if err == nil && status != http.StatusNoContent && status != http.StatusNotFound {
		err = fmt.Errorf("could not delete session %s: HTTP %d %s", id, status, body)
	}
	return err
}

// #endregion

// #region data-channel
// control sends commands as reliable data packets on the default topic and follows the
// server's replies, which arrive as the same JSON messages as on the WebSocket.
type control struct {
	room           *lksdk.Room
	mu             sync.Mutex
	running        bool
	setTaskDropped bool
	pollReplies    int // replies to get_task: current_task, NOT_FOUND, or RATE_LIMIT_EXCEEDED for a dropped poll
	rejection      error
	changed        chan struct{}
	eos            chan struct{}
	eosOnce        sync.Once
}

func newControl() *control {
	return &control{changed: make(chan struct{}, 1), eos: make(chan struct{})}
}

func (c *control) send(messageType string, data any) error {
	payload, err := json.Marshal(map[string]any{"message_type": messageType, "data": data})
	if err != nil {
		return err
	}
	return c.room.LocalParticipant.PublishDataPacket(lksdk.UserData(payload), lksdk.WithDataPublishReliable(true))
}

func (c *control) onData(packet lksdk.DataPacket, _ lksdk.DataReceiveParams) {
	user, ok := packet.(*lksdk.UserDataPacket)
	if !ok {
		return
	}
	var message struct {
		MessageType string          `json:"message_type"`
		Data        json.RawMessage `json:"data"`
	}
	if json.Unmarshal(user.Payload, &message) != nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	switch message.MessageType {
	case "current_task":
		var task struct {
			TaskStatus string `json:"task_status"`
		}
		_ = json.Unmarshal(message.Data, &task)
		c.running = task.TaskStatus == "running"
		c.pollReplies++
	case "validated_transcription", "translated_transcription":
		var data struct {
			Transcription struct{ Language, Text string }
		}
		_ = json.Unmarshal(message.Data, &data)
		fmt.Printf("[%s] %s\n", data.Transcription.Language, data.Transcription.Text)
	case "warning":
		fmt.Printf("Warning %s\n", message.Data)
	case "error":
		var problem struct {
			Code  string
			Desc  string
			Param string
		}
		_ = json.Unmarshal(message.Data, &problem)
		switch {
		case problem.Code == "RATE_LIMIT_EXCEEDED":
			// The command was dropped, not refused: back off and send it again at the next slot.
			c.setTaskDropped = c.setTaskDropped || problem.Param == "set_task"
			if problem.Param == "get_task" {
				c.pollReplies++
			}
		case !c.running && problem.Code == "NOT_FOUND" && problem.Param == "":
			// Before the task runs, NOT_FOUND without a param only means "not started yet".
			c.pollReplies++
		case !c.running:
			c.rejection = fmt.Errorf("the server rejected set_task: %s %s [%s]", problem.Code, problem.Desc, problem.Param)
		default:
			fmt.Printf("Error %s: %s\n", problem.Code, problem.Desc)
		}
	case "eos":
		c.eosOnce.Do(func() { close(c.eos) })
	}
	select {
	case c.changed <- struct{}{}:
	default:
	}
}

// startTask sends set_task, then polls get_task until the task runs, each poll 2.5 s after the
// reply to the previous one (30 s at most).
func (c *control) startTask(settings any) error {
	if err := c.send("set_task", settings); err != nil {
		return err
	}
	timeout := errors.New("the task did not start within 30 s")
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Add(pollInterval).Before(deadline) {
		c.mu.Lock()
		replies := c.pollReplies
		c.mu.Unlock()
		if err := c.send("get_task", map[string]any{}); err != nil {
			return err
		}
		for answered := false; !answered; {
			select {
			case <-c.changed:
			case <-time.After(time.Until(deadline)):
				return timeout
			}
			c.mu.Lock()
			answered = c.pollReplies != replies
			c.mu.Unlock()
		}
		// Errors about set_task arrive before the reply to a later get_task.
		c.mu.Lock()
		running, rejection, resend := c.running, c.rejection, c.setTaskDropped
		c.setTaskDropped = false
		c.mu.Unlock()
		if rejection != nil {
			return rejection
		}
		if running {
			return nil
		}
		time.Sleep(pollInterval)
		if resend {
			if err := c.send("set_task", settings); err != nil {
				return err
			}
		}
	}
	return timeout
}

// #endregion

// #region tracks
// publishFile publishes the Ogg Opus file as one microphone track with DTX off; the SDK sends
// it in 20 ms frames at real-time pace. The returned channel closes when the file has been sent.
func publishFile(room *lksdk.Room, path string) (<-chan struct{}, error) {
	done := make(chan struct{})
	track, err := lksdk.NewLocalFileTrack(path,
		lksdk.ReaderTrackWithFrameDuration(20*time.Millisecond),
		lksdk.ReaderTrackWithOnWriteComplete(func() { close(done) }),
	)
	if err != nil {
		return nil, err
	}
	_, err = room.LocalParticipant.PublishTrack(track, &lksdk.TrackPublicationOptions{
		Name:       "microphone",
		Source:     livekit.TrackSource_MICROPHONE,
		DisableDTX: true,
	})
	return done, err
}

// recordTrack writes the Opus packets of a translated track to an Ogg file until the track ends.
func recordTrack(track *webrtc.TrackRemote, path string) {
	writer, err := oggwriter.New(path, 48000, 1)
	if err != nil {
		fmt.Fprintln(os.Stderr, "Error:", err)
		return
	}
	defer writer.Close()
	for {
		packet, _, err := track.ReadRTP()
		if err != nil {
			return
		}
		if err := writer.WriteRTP(packet); err != nil {
			return
		}
	}
}

// #endregion

// #region run
func run(s session, input, output string) error {
	ctl := newControl()
	callback := &lksdk.RoomCallback{ParticipantCallback: lksdk.ParticipantCallback{
		OnDataPacket: ctl.onData,
		OnTrackSubscribed: func(track *webrtc.TrackRemote, publication *lksdk.RemoteTrackPublication, _ *lksdk.RemoteParticipant) {
			if publication.Name() == "translation_"+targetLanguage {
				go recordTrack(track, output)
			}
		},
	}}
	room := lksdk.NewRoom(callback)
	ctl.room = room
	if err := room.JoinWithToken(s.WebRTCURL, s.Publisher, lksdk.WithAutoSubscribe(true)); err != nil {
		return fmt.Errorf("cannot join the room: %w", err)
	}
	defer room.Disconnect()

	settings := map[string]any{
		"input_stream":  map[string]any{"content_type": "audio", "source": map[string]any{"type": "webrtc"}},
		"output_stream": map[string]any{"content_type": "audio", "target": map[string]any{"type": "webrtc"}},
		"pipeline": map[string]any{
			"transcription": map[string]any{"source_language": sourceLanguage},
			"translations": []any{map[string]any{
				"target_language": targetLanguage, "speech_generation": map[string]any{"voice_id": voiceID},
			}},
		},
	}
	if err := ctl.startTask(settings); err != nil {
		return err
	}
	fmt.Printf("Task running: %s → %s. Publishing %s in real time…\n", sourceLanguage, targetLanguage, input)
	done, err := publishFile(room, input)
	if err != nil {
		return err
	}
	<-done
	time.Sleep(trailingSilence)
	if err := ctl.send("end_task", map[string]any{"force": false, "eos_timeout": 5}); err != nil {
		return err
	}
	select {
	case <-ctl.eos:
		fmt.Println("End of stream.")
	case <-time.After(60 * time.Second):
		return errors.New("no eos within 60 s of end_task")
	}
	fmt.Printf("Saved the %s track to %s.\n", targetLanguage, output)
	return nil
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "Usage: go run . speech.ogg translation_es.ogg")
		os.Exit(2)
	}
	cfg, err := readConfig()
	if err == nil {
		var s session
		if s, err = createSession(cfg); err == nil {
			fmt.Printf("Session %s created.\n", s.ID)
			err = run(s, os.Args[1], os.Args[2])
			if deleteErr := deleteSession(cfg, s.ID); deleteErr != nil {
				fmt.Fprintln(os.Stderr, "Warning:", deleteErr)
			} else {
				fmt.Printf("Session %s deleted.\n", s.ID)
			}
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "Error:", err)
		os.Exit(1)
	}
}

// #endregion
